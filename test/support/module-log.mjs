// Given to a server process as `node --import ./test/support/module-log.mjs`: appends the address
// of every module the process loads to the file named by MODULE_LOG, so a test can tell which
// packages a server carries without the server itself having anything to say about it.
import { register } from 'node:module';

if (process.env.MODULE_LOG) register('./module-log-hooks.mjs', import.meta.url, { data: { file: process.env.MODULE_LOG } });
