import { inject } from 'vitest';

// Runs in every test worker before its test file is imported: handler modules create their SDK
// clients at import time, so the emulator endpoints must be in process.env first.
Object.assign(process.env, inject('awsEnv'), { LOG_LEVEL: 'silent' });
