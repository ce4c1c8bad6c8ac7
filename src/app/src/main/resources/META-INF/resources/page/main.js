// The page's controller: the question form (and /?q=...&route=...&filter=... links), the answer and its sources, the
// picture, and the documents view, whose changes are followed by asking again so nothing stale stays shown.
import {createApi, forgetToken, latestOnly} from './api.js';
import {renderAnswer, renderCost, renderSource} from './answer.js';
import {describeOutcome, describeRange, renderDocuments} from './documents.js';
import {parseFilter} from './filter.js';
import {showPicture} from './picture.js';
import {showError, startProgress} from './status.js';
import {askToken, updateTokenButton} from './token-dialog.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const collection = params.get('collection');
const api = createApi(askToken, collection);
const state = {question: null, route: '', filter: '', running: null, activeCitation: null};
const PAGE_SIZE = 50;
const listing = {keyContains: '', sort: 'key', offset: 0};
// A citation opened after another, or a new answer, drops the chunk an earlier click is still waiting for;
// so does a newer listing request for the documents.
const citationRequests = latestOnly();
const documentRequests = latestOnly();
const superseded = (error) => error.name === 'AbortError';

function linkTo(question, route, filter) {
  const link = new URLSearchParams();
  if (collection) link.set('collection', collection);
  link.set('q', question);
  if (route) link.set('route', route);
  if (filter) link.set('filter', filter);
  history.replaceState(null, '', `?${link}`);
}

async function ask(question, route, filter = state.filter) {
  let parsed;
  try {
    parsed = parseFilter(filter);
  } catch (error) {
    showError(error);
    return;
  }
  state.running?.abort();
  const running = new AbortController();
  state.running = running;
  state.question = question;
  state.route = route;
  state.filter = filter;
  linkTo(question, route, filter);
  showError(null);
  $('ask').disabled = true;
  const stop = startProgress('Answering: ranking chunks, finding communities, testing relevance…');
  try {
    const answer = await api.ask(question, route, parsed, running.signal);
    if (state.running === running) show(answer);
  } catch (error) {
    if (error.name !== 'AbortError') showError(error);
  } finally {
    if (state.running === running) {
      state.running = null;
      stop();
      $('ask').disabled = false;
    }
  }
}

function show(answer) {
  $('route-reason').textContent = `Route ${answer.routeReason}`;
  renderAnswer($('answer'), answer, openCitation);
  $('warnings').replaceChildren(...answer.warnings.map((warning) => {
    const item = document.createElement('li');
    item.textContent = warning;
    return item;
  }));
  citationRequests.cancel();
  $('source').hidden = true;
  state.activeCitation = null;
  renderCost($('cost'), answer.cost);
  showPicture(answer.graph, () => {
    $('route').value = 'local';
    ask(state.question, 'local');
  });
}

async function openCitation(citation, button) {
  try {
    const chunk = await citationRequests.run((signal) => api.chunk(citation.chunkId, signal));
    state.activeCitation?.removeAttribute('aria-current');
    button.setAttribute('aria-current', 'true');
    state.activeCitation = button;
    const mark = renderSource($('source'), citation, chunk);
    // The cited span is scrolled into view inside the source box; the page itself moves only as far as it
    // must to show the box.
    const text = $('source-text');
    text.scrollTop = Math.max(0, mark.offsetTop - text.clientHeight / 3);
    $('source').focus({preventScroll: true});
    $('source').scrollIntoView({block: 'nearest'});
  } catch (error) {
    if (!superseded(error)) showError(error);
  }
}

async function refreshDocuments() {
  const asked = {sort: listing.sort, offset: listing.offset, limit: PAGE_SIZE};
  if (listing.keyContains) asked.keyContains = listing.keyContains;
  try {
    const page = await documentRequests.run((signal) => api.documents(asked, signal));
    if (page.documents.length === 0 && page.offset > 0 && page.total > 0) {
      // The last page emptied (a delete): show the one before.
      listing.offset = Math.max(0, page.total - PAGE_SIZE);
      await refreshDocuments();
      return;
    }
    renderDocuments($('document-rows'), page, Boolean(asked.keyContains), deleteDocument);
    $('document-range').textContent = describeRange(page);
    $('document-previous').disabled = page.offset === 0;
    $('document-next').disabled = page.offset + page.documents.length >= page.total;
    if (!asked.keyContains) $('document-count').textContent = `(${page.total})`;
  } catch (error) {
    if (!superseded(error)) showError(error);
  }
}

/** Changes the listing (a filter, an order or a page) and shows it. */
function listDocuments(change) {
  Object.assign(listing, change);
  refreshDocuments();
}

async function afterChange() {
  await refreshDocuments();
  if (state.question) await ask(state.question, state.route);
}

async function deleteDocument(key) {
  if (!confirm(`Delete ${key}? Its chunks, concepts and every summary built from it are removed.`)) return;
  try {
    await api.remove(key);
    $('upload-status').textContent = `${key} deleted`;
    await afterChange();
  } catch (error) {
    showError(error);
  }
}

async function upload(event) {
  event.preventDefault();
  const file = $('upload-file').files[0];
  if (!file) return;
  const key = $('upload-key').value.trim() || file.name;
  const status = $('upload-status');
  status.textContent = `Uploading ${key}…`;
  try {
    const outcome = await api.upload(key, file);
    status.textContent = describeOutcome(outcome);
    $('upload-form').reset();
    await afterChange();
  } catch (error) {
    status.textContent = '';
    showError(error);
  }
}

$('ask-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const question = $('question').value.trim();
  if (question) ask(question, $('route').value, $('filter').value.trim());
});
$('source-close').addEventListener('click', () => {
  $('source').hidden = true;
  state.activeCitation?.focus();
});
$('upload-form').addEventListener('submit', upload);
$('document-filter').addEventListener('submit', (event) => event.preventDefault());
let typing = null;
$('document-key').addEventListener('input', () => {
  clearTimeout(typing);
  typing = setTimeout(() => listDocuments({keyContains: $('document-key').value.trim(), offset: 0}), 200);
});
$('document-sort').addEventListener('change', () => listDocuments({sort: $('document-sort').value, offset: 0}));
$('document-previous').addEventListener('click',
    () => listDocuments({offset: Math.max(0, listing.offset - PAGE_SIZE)}));
$('document-next').addEventListener('click', () => listDocuments({offset: listing.offset + PAGE_SIZE}));
$('forget-token').addEventListener('click', () => {
  forgetToken();
  updateTokenButton();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !$('source').hidden && !$('token-dialog').open) $('source-close').click();
});

updateTokenButton();
const linked = params.get('q');
if (linked) {
  $('question').value = linked;
  $('route').value = ['basic', 'local', 'global'].includes(params.get('route')) ? params.get('route') : '';
  $('filter').value = params.get('filter') ?? '';
}
refreshDocuments().then(() => {
  if (linked) ask(linked, $('route').value, $('filter').value.trim());
});
