// The page's controller: the question form (and /?q=...&route=... links), the answer and its sources, the
// picture, and the documents view, whose changes are followed by asking again so nothing stale stays shown.
import {createApi, forgetToken} from './api.js';
import {renderAnswer, renderCost, renderSource} from './answer.js';
import {describeOutcome, renderDocuments} from './documents.js';
import {showPicture} from './picture.js';
import {showError, startProgress} from './status.js';
import {askToken, updateTokenButton} from './token-dialog.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const collection = params.get('collection');
const api = createApi(askToken, collection);
const state = {question: null, route: '', running: null, activeCitation: null};

function linkTo(question, route) {
  const link = new URLSearchParams();
  if (collection) link.set('collection', collection);
  link.set('q', question);
  if (route) link.set('route', route);
  history.replaceState(null, '', `?${link}`);
}

async function ask(question, route) {
  state.running?.abort();
  const running = new AbortController();
  state.running = running;
  state.question = question;
  state.route = route;
  linkTo(question, route);
  showError(null);
  $('ask').disabled = true;
  const stop = startProgress('Answering: ranking chunks, finding communities, testing relevance…');
  try {
    const answer = await api.ask(question, route, running.signal);
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
  $('source').hidden = true;
  state.activeCitation = null;
  renderCost($('cost'), answer.cost);
  showPicture(answer.graph);
}

async function openCitation(citation, button) {
  try {
    const chunk = await api.chunk(citation.chunkId);
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
    showError(error);
  }
}

async function refreshDocuments() {
  try {
    const documents = await api.documents();
    renderDocuments($('document-rows'), documents, deleteDocument);
    $('document-count').textContent = `(${documents.length})`;
  } catch (error) {
    showError(error);
  }
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
  if (question) ask(question, $('route').value);
});
$('source-close').addEventListener('click', () => {
  $('source').hidden = true;
  state.activeCitation?.focus();
});
$('upload-form').addEventListener('submit', upload);
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
}
refreshDocuments().then(() => {
  if (linked) ask(linked, $('route').value);
});
