/**
 * The contract's calls without their schemas: what the transport needs to make a call. The production build
 * replaces this module with the table computed at build time (vite.config.ts, `apiTableAtBuildTime`), so the
 * app carries no answer schema it would not use.
 */
import { contract, routeTableOf } from '@segno/domain/contract';

export const routeTable = routeTableOf(contract);
