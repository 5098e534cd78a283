import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** `npm run reset`: forget all local data (tables, buckets, user pool). */
const dataDir = process.env.LANEPAY_DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url));
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}`);
