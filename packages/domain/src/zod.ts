/**
 * Zod as Segno uses it: Zod Mini, whose checks are functions, so a bundle holds only those it uses (the learner's
 * first load carries about 11 kB of Zod instead of 27.5 kB with classic Zod's methods), with the English messages
 * classic Zod sets by itself and Mini leaves to its caller. Every package imports `z` from here
 * (`@segno/domain/zod`), so no schema is made before the messages are set. The package declares no side effects:
 * a bundle that uses no schema drops this module whole, and one that uses any keeps it, the messages with it.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export { z } from 'zod/mini';
