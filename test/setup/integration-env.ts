import { inject } from 'vitest';

// Before any test module loads functions code, point it at the emulators started by the global setup.
Object.assign(process.env, inject('stackEnv'));
