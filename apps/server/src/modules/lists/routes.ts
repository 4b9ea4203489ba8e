import type { App } from '../../app.ts';

/**
 * The "following samples" lists (spec part B sections 2, 3 and 9): history, personal list,
 * management table, one sample and its report versions. Contract: packages/domain/src/lists.ts.
 */
export default async function listsRoutes(_app: App) {}
