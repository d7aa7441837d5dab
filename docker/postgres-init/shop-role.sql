-- Run once by the postgres image, as its superuser, when the database volume is first created: the
-- shop's own role, without superuser rights, owning the shop's database. The shop and its restores
-- connect as this role, so no SQL they run (a hostile backup's included) reaches the server's files
-- or programs.
\getenv shop_password SHOP_DB_PASSWORD
CREATE ROLE shop LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'shop_password';
CREATE DATABASE shop OWNER shop;
