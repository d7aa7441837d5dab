-- The search caches of every API process key on search_state.catalog_version: every statement that
-- writes products, categories or synonyms bumps it, whoever runs it (the API, the seed CLI, psql).
INSERT INTO "search_state" ("id") VALUES (1);
--> statement-breakpoint
CREATE FUNCTION "bump_search_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_state" SET "catalog_version" = "catalog_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
-- Default synonyms for this shop (normalized as normalizeForSearch writes them): English and Finglish
-- product words, colloquial names, and Persian spellings of the brands the catalog carries.
INSERT INTO "search_synonyms" ("terms") VALUES
  (ARRAY['لامپ', 'lamp', 'bulb']),
  (ARRAY['کابل', 'cable', 'kabl', 'kabel']),
  (ARRAY['سیم', 'wire']),
  (ARRAY['پاوربانک', 'پاور بانک', 'power bank', 'powerbank', 'شارژر همراه']),
  (ARRAY['مولتی متر', 'مولتیمتر', 'multimeter', 'multi meter', 'اوومتر', 'avometer']),
  (ARRAY['اسپیکر', 'speaker', 'بلندگو', 'espiker']),
  (ARRAY['هدفون', 'headphone', 'headphones', 'headset', 'هدست', 'hedfon']),
  (ARRAY['هندزفری', 'handsfree', 'hands free', 'earbuds', 'ایرباد', 'earphone', 'earphones']),
  (ARRAY['کلید', 'switch', 'kelid']),
  (ARRAY['پریز', 'socket', 'outlet', 'priz']),
  (ARRAY['باتری', 'battery', 'batteries', 'batri']),
  (ARRAY['شارژر', 'charger']),
  (ARRAY['اداپتور', 'اداپتر', 'adapter', 'adaptor']),
  (ARRAY['دوربین', 'camera']),
  (ARRAY['دوربین مداربسته', 'دوربین امنیتی', 'cctv', 'security camera']),
  (ARRAY['تلویزیون', 'tv', 'television', 'تی وی']),
  (ARRAY['ساندبار', 'soundbar', 'sound bar']),
  (ARRAY['دریل', 'drill']),
  (ARRAY['پیچ گوشتی', 'پیچگوشتی', 'screwdriver']),
  (ARRAY['هویه', 'لحیم کاری', 'soldering iron', 'soldering station', 'soldering']),
  (ARRAY['کلید مینیاتوری', 'فیوز مینیاتوری', 'mcb', 'breaker', 'circuit breaker']),
  (ARRAY['کلید محافظ جان', 'محافظ جان', 'rcd', 'rccb']),
  (ARRAY['کنتاکتور', 'contactor']),
  (ARRAY['یو پی اس', 'یوپی اس', 'ups']),
  (ARRAY['منبع تغذیه', 'power supply', 'psu']),
  (ARRAY['میکروفون', 'میکروفن', 'microphone', 'mic']),
  (ARRAY['رادیو', 'radio']),
  (ARRAY['زنگ در', 'doorbell', 'door bell']),
  (ARRAY['زنگ در تصویری', 'ایفون تصویری', 'video doorbell']),
  (ARRAY['سنسور', 'sensor']),
  (ARRAY['ریموت', 'remote']),
  (ARRAY['دیمر', 'dimmer']),
  (ARRAY['چندراهی', 'چند راهی', 'سه راهی', 'سه راهی برق', 'power strip', 'extension cord', 'multi plug']),
  (ARRAY['کابل شبکه', 'network cable', 'lan cable', 'ethernet cable']),
  (ARRAY['کابل انتن', 'antenna cable', 'coaxial cable']),
  (ARRAY['کلمپ متر', 'clamp meter', 'انبر امپرمتر']),
  (ARRAY['فازمتر', 'فاز متر', 'voltage tester', 'تستر فاز']),
  (ARRAY['میگر', 'تستر عایق', 'insulation tester', 'megger']),
  (ARRAY['پرژکتور', 'پروژکتور', 'floodlight', 'flood light']),
  (ARRAY['ریسه', 'led strip', 'strip light']),
  (ARRAY['چراغ اضطراری', 'emergency light']),
  (ARRAY['سیم لخت کن', 'wire stripper']),
  (ARRAY['گیت وی', 'gateway', 'هاب']),
  (ARRAY['بلوتوث', 'bluetooth']),
  (ARRAY['وای فای', 'wifi', 'wi fi']),
  (ARRAY['هوشمند', 'smart']),
  (ARRAY['شارژی', 'rechargeable']),
  (ARRAY['ضد اب', 'waterproof']),
  (ARRAY['تکفاز', 'تک فاز', 'single phase']),
  (ARRAY['سه فاز', 'سهفاز', 'three phase']),
  (ARRAY['ارت دار', 'ارتدار']),
  (ARRAY['تابلو برق', 'electrical panel', 'distribution board']),
  (ARRAY['محافظ ولتاژ', 'voltage protector', 'surge protector']),
  (ARRAY['xiaomi', 'شیایومی', 'شیاومی', 'شیامی']),
  (ARRAY['lg', 'ال جی', 'الجی']),
  (ARRAY['samsung', 'سامسونگ', 'سامسونک']),
  (ARRAY['schneider', 'اشنایدر', 'شنایدر']),
  (ARRAY['philips', 'فیلیپس']),
  (ARRAY['sony', 'سونی']),
  (ARRAY['jbl', 'جی بی ال']),
  (ARRAY['panasonic', 'پاناسونیک']),
  (ARRAY['fluke', 'فلوک']),
  (ARRAY['bosch', 'بوش']),
  (ARRAY['makita', 'ماکیتا']),
  (ARRAY['legrand', 'لگراند']),
  (ARRAY['hager', 'هاگر']),
  (ARRAY['abb', 'ای بی بی', 'ا ب ب']),
  (ARRAY['ls', 'ال اس']),
  (ARRAY['energizer', 'انرجایزر', 'انرژایزر']),
  (ARRAY['varta', 'وارتا']),
  (ARRAY['uni t', 'unit', 'یونی تی', 'یونیتی']),
  (ARRAY['sonoff', 'سونوف']),
  (ARRAY['tapo', 'تاپو']),
  (ARRAY['aqara', 'اکارا']),
  (ARRAY['broadlink', 'برادلینک']),
  (ARRAY['mean well', 'meanwell', 'مین ول', 'مینول']),
  (ARRAY['hakko', 'هاکو']),
  (ARRAY['knipex', 'کنیپکس']),
  (ARRAY['wera', 'ورا']),
  (ARRAY['ugreen', 'یوگرین']),
  (ARRAY['boya', 'بویا']),
  (ARRAY['faratel', 'فاراتل']),
  (ARRAY['edc', 'ای دی سی']),
  (ARRAY['simaran', 'سیماران']),
  (ARRAY['delta', 'دلتا']),
  (ARRAY['pars shahab', 'پارس شهاب']),
  (ARRAY['mazi noor', 'مازی نور']),
  (ARRAY['redmi', 'ردمی']),
  (ARRAY['led', 'ال ای دی', 'الای دی']);
