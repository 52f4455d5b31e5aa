import DataLoader from 'dataloader';
import { notFound, unauthenticated } from './errors.js';
import { maxIds } from './batchSize.js';
import { gradingLoaders } from './gradingLoaders.js';
import { liveGameLoaders } from './liveGameLoaders.js';
import type { Api } from '../upstream/api.js';
import { tag, type ProfileParent, type UserParent } from './parents.js';
import type { RestPage, RestProfile, RestQuestionAttempt, RestStudyGroup, RestUser } from '../upstream/rest.js';
import type { RestResult } from '../upstream/restClient.js';

/**
 * Per-request loaders (DataLoader README: made per request, keys answered in order, an Error for a missing key):
 * batched reads only, through this request's REST client. Loading N objects of one kind within a tick costs one
 * REST call with `ids=` per `maxIds` of them (batchSize.ts).
 */
export function createLoaders(api: Api) {
  function byId<Row extends { id: string }, Out>(path: string, wrap: (row: Row) => Out, query: Record<string, boolean> = {}) {
    return new DataLoader<string, Out>(
      async (ids) => {
        const rows = await api.call<Row[]>({ path, query: { ...query, ids: [...ids] } });
        const found = new Map(rows.map((row) => [row.id, wrap(row)]));
        return ids.map((id) => found.get(id) ?? notFound());
      },
      { maxBatchSize: maxIds },
    );
  }

  /** Children of many parents in one call (all pages), grouped back by parent. */
  function childrenOf<Row extends { id: string }, Out>(path: string, parentsParam: string, parentOf: (row: Row) => string, wrap: (row: Row) => Out) {
    return new DataLoader<string, Out[]>(
      async (parentIds) => {
        const groups = new Map<string, Out[]>(parentIds.map((id) => [id, []]));
        let cursor: string | null = null;
        do {
          const page: RestResult<Row[]> = await api.response<Row[]>({
            path,
            query: { [parentsParam]: [...parentIds], limit: 1000, cursor },
          });
          for (const row of page.body) groups.get(parentOf(row))?.push(wrap(row));
          cursor = page.nextCursor;
        } while (cursor);
        return parentIds.map((id) => groups.get(id)!);
      },
      { maxBatchSize: maxIds },
    );
  }

  /**
   * One page of children per parent (`first` after `cursor`, and any filter), for every parent asking with the same
   * arguments in one call: the api cuts each parent's page with a keyset LATERAL join, so the rows read follow the
   * page size, not the history, and the calls follow the distinct arguments, not the number of parents.
   */
  function pagesOf<Row extends { id: string }, Out>(path: string, parentsParam: string, wrap: (row: Row) => Out) {
    const byArguments = new Map<string, DataLoader<string, { nodes: Out[]; nextCursor: string | null }>>();
    return (parentId: string, page: { first: number; cursor?: string | null; profileId?: string; requireReadable?: boolean }) => {
      const key = JSON.stringify([page.first, page.cursor ?? null, page.profileId ?? null, page.requireReadable ?? false]);
      let loader = byArguments.get(key);
      if (!loader) {
        loader = new DataLoader(
          async (parentIds) => {
            const pages = await api.call<RestPage<Row>[]>({ path, query: { ...page, [parentsParam]: [...parentIds] } });
            return pages.map(({ items, nextCursor }) => ({ nodes: items.map(wrap), nextCursor }));
          },
          // The api refuses the whole call when one parent is not readable (requireReadable): each parent alone, so
          // one refusal is that parent's.
          { maxBatchSize: page.requireReadable ? 1 : maxIds },
        );
        byArguments.set(key, loader);
      }
      return loader.load(parentId);
    };
  }

  let viewer: Promise<{ user: UserParent; profile: ProfileParent }> | undefined;

  const loaders = builtOnFirstUse({
    profiles: () => byId('/profile/getAll', tag.profile),
    studyGroups: () => byId('/study-group/getAll', tag.studyGroup),
    /**
     * Groups a client opens by id (node(id:)): read as studyGroups does, and the api marks each as seen by the
     * viewer if they are a member (from then on the owner who added them may read their names).
     */
    openedStudyGroups: () =>
      byId(
        '/study-group/getAll',
        (row: RestStudyGroup) => {
          const group = tag.studyGroup(row);
          loaders.studyGroups.prime(row.id, group);
          return group;
        },
        { opened: true },
      ),
    assignments: () => byId('/assignments/getAll', tag.assignment),
    questions: () => byId('/question/getAll', tag.question),
    assignmentAttempts: () => byId('/assignments/getAttempts', tag.assignmentAttempt),
    joinRequests: () => byId('/join-request/getAll', tag.joinRequest),
    notifications: () => byId('/notification/getAll', tag.notification),
    // Question attempts come with their question as answered (QuestionAttempt.questionVersion) and as it is now,
    // which primes the question loader for this request.
    questionAttempts: () =>
      byId(
        '/question/getAllAttempts',
        (row: RestQuestionAttempt) => {
          if (row.currentQuestion) loaders.questions.prime(row.currentQuestion.id, tag.question(row.currentQuestion));
          return tag.questionAttempt(row);
        },
        { includeQuestion: true },
      ),
    assignmentPages: () => pagesOf('/assignments/getPages', 'studyGroupIds', tag.assignment),
    attemptPages: () => pagesOf('/assignments/getAttemptPages', 'assignmentIds', tag.assignmentAttempt),
    /** Every attempt of an assignment (the grades summaries need them all; connections read pages). */
    attemptsByAssignment: () => childrenOf('/assignments/getAttempts', 'assignmentIds', (a) => a.assignmentId, tag.assignmentAttempt),
  });
  return Object.assign(loaders, gradingLoaders(api), liveGameLoaders(api), {
    /** The logged-in user and own profile, fetched once per request; UNAUTHENTICATED without a valid token. */
    viewer() {
      viewer ??= (async () => {
        if (!api.token) throw unauthenticated();
        const [user, profile] = await Promise.all([
          api.call<RestUser>({ path: '/auth/verifyToken' }),
          api.call<RestProfile>({ path: '/profile/getOne' }),
        ]);
        return { user: tag.user(user), profile: tag.profile(profile) };
      })();
      return viewer;
    },
  });
}

/**
 * Each loader made when first used: an operation touches a few of them, and an open stream keeps its context (and
 * whatever it made) for as long as it stays open.
 */
function builtOnFirstUse<Factories extends Record<string, () => unknown>>(factories: Factories) {
  const built = {} as { [K in keyof Factories]: ReturnType<Factories[K]> };
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(built, name, {
      configurable: true,
      enumerable: true,
      get() {
        const value = make();
        Object.defineProperty(built, name, { value, enumerable: true });
        return value;
      },
    });
  }
  return built;
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Several keys of one loader, failing with the first missing one (DataLoader's loadMany answers errors in place). */
export async function loadAll<K, V>(loader: DataLoader<K, V>, keys: readonly K[]): Promise<V[]> {
  const results = await loader.loadMany(keys);
  const failure = results.find((r): r is Error => r instanceof Error);
  if (failure) throw failure;
  return results as V[];
}
