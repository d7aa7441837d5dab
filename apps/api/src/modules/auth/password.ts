import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';

// bcrypt reads at most 72 bytes: a 64-letter Persian password is 128. Pre-hashing with SHA-256
// (base64, 44 bytes) makes every character count.
const prehash = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64');

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(prehash(password), cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(prehash(password), hash);
}
