// Calls the lazygraph API of the server that served this page (same origin). The API token, when the server
// wants one, is asked for once and kept in sessionStorage: it lasts as long as this tab and never goes into a URL.

const TOKEN_KEY = 'lazygraph.token';

/** An API error, carrying the server's problem document (RFC 9457). */
export class ProblemError extends Error {
  constructor(problem) {
    super(problem.detail ? `${problem.title}: ${problem.detail}` : problem.title);
    this.problem = problem;
  }
}

async function problemOf(response) {
  const type = response.headers.get('Content-Type') || '';
  if (type.includes('json')) {
    try {
      const body = await response.json();
      return {title: body.title || response.statusText, detail: body.detail || '', status: response.status};
    } catch (ignored) {
      // Not the JSON it claims to be: fall through to the status line.
    }
  }
  return {title: `HTTP ${response.status} ${response.statusText}`.trim(), detail: '', status: response.status};
}

export function storedToken() {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function forgetToken() {
  sessionStorage.removeItem(TOKEN_KEY);
}

/**
 * @param askToken (reason) => Promise<string|null>: asks the user for the token; null when they decline
 * @param collection the collection to use, or null for the server's default
 */
export function createApi(askToken, collection) {
  let pendingPrompt = null;

  // Several calls may be refused at once: they all wait for the same prompt.
  function promptOnce(reason) {
    if (!pendingPrompt) {
      pendingPrompt = askToken(reason).finally(() => { pendingPrompt = null; });
    }
    return pendingPrompt;
  }

  // body is sent as JSON; raw (a File or Blob) as the bytes it holds.
  async function call(method, path, {query = {}, body, raw, signal} = {}) {
    const params = new URLSearchParams(query).toString();
    const url = params ? `${path}?${params}` : path;
    for (;;) {
      const headers = {Accept: 'application/json'};
      const token = storedToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (raw !== undefined) headers['Content-Type'] = 'application/octet-stream';
      const response = await fetch(url, {
        method, headers, signal, body: raw !== undefined ? raw : body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401) {
        const problem = await problemOf(response);
        // A token that was sent and refused is wrong: say why when asking again.
        const entered = await promptOnce(token ? problem.detail : null);
        if (!entered) throw new ProblemError(problem);
        sessionStorage.setItem(TOKEN_KEY, entered);
        continue;
      }
      if (!response.ok) throw new ProblemError(await problemOf(response));
      return response.status === 204 ? null : response.json();
    }
  }

  // GET, DELETE and uploads name the collection in the query string, other POSTs in the body; absent means the
  // server's default.
  const inCollection = collection ? {collection} : {};
  const encodedKey = (key) => key.split('/').map(encodeURIComponent).join('/');

  return {
    /** filter: POST /query's filter ({keyPrefix, tags}), or undefined for the whole collection. */
    ask: (question, route, filter, signal) => call('POST', '/query', {
      body: {question, route: route || undefined, filter, graph: true, ...inCollection}, signal,
    }),
    chunk: (chunkId, signal) => call('GET', `/chunks/${encodeURIComponent(chunkId)}`, {query: inCollection, signal}),
    /** A page of documents: {keyContains?, sort?, offset?, limit?} → {total, offset, limit, documents}. */
    documents: (page, signal) => call('GET', '/documents', {query: {...inCollection, ...page}, signal}),
    // The file's bytes as they are: the server reads PDF, Office and the other formats by their content.
    upload: (key, file) => call('POST', '/documents', {query: {key, ...inCollection}, raw: file}),
    remove: (key) => call('DELETE', `/documents/${encodedKey(key)}`, {query: inCollection}),
  };
}

/**
 * Runs calls of which only the latest counts: starting one aborts the one before, and a result that arrives
 * after a newer call started (or after {@code cancel}) is dropped. A dropped call rejects with an AbortError.
 */
export function latestOnly() {
  let current = null;
  const superseded = () => new DOMException('superseded by a newer call', 'AbortError');
  return {
    async run(work) {
      current?.abort();
      const mine = new AbortController();
      current = mine;
      const result = await work(mine.signal);
      if (current !== mine || mine.signal.aborted) throw superseded();
      return result;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
