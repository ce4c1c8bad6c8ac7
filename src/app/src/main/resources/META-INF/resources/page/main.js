// Wires the page: the question form (and /?q=...&route=... links), the answer, its sources and cost, the
// community picture, the documents view and the API token prompt.
import {createApi, forgetToken, storedToken} from './api.js';
import {renderAnswer, renderCost, renderSource} from './answer.js';
import {describe, drawGraph, highlight, renderCommunityList} from './graph.js';
import {describeOutcome, renderDocuments} from './documents.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const collection = params.get('collection');

const state = {question: null, route: '', cy: null, graph: null, running: null, activeCitation: null};

// ---- the token prompt ----

function askToken(reason) {
  const dialog = $('token-dialog');
  const problem = $('token-problem');
  problem.textContent = reason ? `The token was refused: ${reason}` : '';
  problem.hidden = !reason;
  $('token-input').value = '';
  return new Promise((resolve) => {
    const done = (token) => {
      $('token-form').removeEventListener('submit', submit);
      $('token-cancel').removeEventListener('click', cancel);
      dialog.removeEventListener('cancel', cancel);
      dialog.close();
      updateTokenButton(token);
      resolve(token);
    };
    const submit = (event) => {
      event.preventDefault();
      done($('token-input').value.trim() || null);
    };
    const cancel = (event) => {
      event.preventDefault();
      done(null);
    };
    $('token-form').addEventListener('submit', submit);
    $('token-cancel').addEventListener('click', cancel);
    dialog.addEventListener('cancel', cancel);
    dialog.showModal();
    $('token-input').focus();
  });
}

function updateTokenButton(token = storedToken()) {
  $('forget-token').hidden = !token;
}

const api = createApi(askToken, collection);

// ---- errors and progress ----

function showError(error) {
  const box = $('error');
  if (!error) {
    box.hidden = true;
    box.textContent = '';
    return;
  }
  box.textContent = error.message || String(error);
  box.hidden = false;
}

function startProgress(text) {
  const started = performance.now();
  const label = $('progress-text');
  const tick = () => { label.textContent = `${text} ${((performance.now() - started) / 1000).toFixed(1)} s`; };
  tick();
  const timer = setInterval(tick, 100);
  $('progress').hidden = false;
  $('main').setAttribute('aria-busy', 'true');
  return () => {
    clearInterval(timer);
    $('progress').hidden = true;
    $('main').removeAttribute('aria-busy');
  };
}

// ---- asking ----

function linkTo(question, route) {
  const link = new URLSearchParams();
  link.set('q', question);
  if (route) link.set('route', route);
  if (collection) link.set('collection', collection);
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
  const warnings = $('warnings');
  warnings.replaceChildren(...answer.warnings.map((w) => {
    const item = document.createElement('li');
    item.textContent = w;
    return item;
  }));
  $('source').hidden = true;
  state.activeCitation = null;
  renderCost($('cost'), answer.cost);
  showGraph(answer.graph);
}

async function openCitation(citation, button) {
  try {
    const chunk = await api.chunk(citation.chunkId);
    state.activeCitation?.removeAttribute('aria-current');
    button.setAttribute('aria-current', 'true');
    state.activeCitation = button;
    const mark = renderSource($('source'), citation, chunk);
    $('source').focus({preventScroll: true});
    mark.scrollIntoView({block: 'nearest'});
  } catch (error) {
    showError(error);
  }
}

// ---- the picture ----

function showGraph(graph) {
  state.cy?.destroy();
  state.cy = null;
  state.graph = graph;
  const container = $('graph');
  const caption = $('graph-caption');
  container.replaceChildren();
  hideTooltip();
  renderCommunityList($('communities'), graph, {onFocus: (id) => highlight(state.cy, id)});
  if (graph.communities.length === 0) {
    container.dataset.concepts = '0';
    container.dataset.communities = '0';
    container.dataset.edges = '0';
    const note = document.createElement('p');
    note.className = 'empty';
    note.textContent = 'The basic route answers from the best-ranked chunks and looks for no communities.'
        + ' Ask again with the local or global route to see them.';
    container.append(note);
    caption.textContent = 'none: basic route';
    return;
  }
  if (typeof cytoscape !== 'function') {
    showError(new Error('The graph library did not load (/webjars/cytoscape/dist/cytoscape.min.js).'));
    return;
  }
  const cy = drawGraph(container, graph, {onHover: showTooltip, onPick: pickCommunity});
  state.cy = cy;
  // Counted from what was drawn, not from the payload: the browser test compares the two.
  const concepts = cy.nodes('[kind = "concept"]').length;
  const communities = cy.nodes('[kind = "community"]');
  container.dataset.concepts = String(concepts);
  container.dataset.communities = String(communities.length);
  container.dataset.edges = String(cy.edges().length);
  const count = (cls) => communities.filter((n) => n.hasClass(cls)).length;
  caption.textContent = `${concepts} concepts · ${cy.edges().length} co-occurrences · ${communities.length}`
      + ` communities, ${count('selected')} summarized`;
  container.setAttribute('aria-label', `Concept graph: ${caption.textContent}. The list below describes each community.`);
}

function showTooltip(id, position) {
  if (id === null) {
    hideTooltip();
    highlight(state.cy, null);
    return;
  }
  const community = state.graph.communities.find((c) => c.id === id);
  const info = describe(community);
  const tip = $('tooltip');
  const title = document.createElement('strong');
  title.textContent = info.title;
  const concepts = document.createElement('p');
  concepts.className = 'tip-concepts';
  concepts.textContent = info.concepts.slice(0, 10).join(', ') + (info.concepts.length > 10 ? ', …' : '');
  const summary = document.createElement('p');
  summary.textContent = info.summary || 'Not summarized for this answer.';
  tip.replaceChildren(title, concepts, summary);
  tip.hidden = false;
  const box = $('graph').getBoundingClientRect();
  const left = Math.min(position.x + 14, box.width - tip.offsetWidth - 4);
  const top = position.y + 14 + tip.offsetHeight > box.height ? position.y - tip.offsetHeight - 10 : position.y + 14;
  tip.style.left = `${Math.max(4, left)}px`;
  tip.style.top = `${Math.max(4, top)}px`;
  highlight(state.cy, id);
}

function hideTooltip() {
  $('tooltip').hidden = true;
}

function pickCommunity(id) {
  const item = document.querySelector(`#communities li[data-community="${CSS.escape(id)}"] button`);
  if (!item) return;
  if (item.getAttribute('aria-expanded') !== 'true') item.click();
  item.scrollIntoView({block: 'nearest'});
  item.focus({preventScroll: true});
}

// ---- documents ----

async function refreshDocuments() {
  try {
    const documents = await api.documents();
    renderDocuments($('document-rows'), documents, deleteDocument);
    $('document-count').textContent = `(${documents.length})`;
  } catch (error) {
    showError(error);
  }
}

/** After a change the answer and picture are asked for again: nothing stale stays on screen. */
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
    const outcome = await api.upload(key, await file.text());
    status.textContent = describeOutcome(outcome);
    $('upload-form').reset();
    await afterChange();
  } catch (error) {
    status.textContent = '';
    showError(error);
  }
}

// ---- start ----

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
