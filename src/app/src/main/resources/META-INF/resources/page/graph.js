// The community picture: the question's concept subgraph drawn with cytoscape.js. Concepts are nodes inside
// their community (a compound node; sub-communities nest in their parent), co-occurrences are edges, colours
// tell top-level communities apart, and the relevance-test outcome sets how strongly a community is drawn.

// Tableau 10: distinct, colour-blind-aware hues.
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7',
  '#9c755f', '#bab0ac'];
const STATUS_TEXT = {
  selected: 'summarized for the answer',
  relevant: 'passed a relevance test',
  tested: 'tested, not relevant',
  untested: 'not tested (budget)',
};
const LIST_CONCEPTS = 6;
// Concepts named on the picture per community (its most central ones); the rest are named on hover or focus.
const NAMED_CONCEPTS = 3;

export function statusOf(community) {
  if (community.selected) return 'selected';
  if (community.relevant) return 'relevant';
  return community.tested ? 'tested' : 'untested';
}

const topLevel = (id) => id.split('.')[0];
const parentOf = (id) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null);
const inside = (id, ancestor) => id === ancestor || id.startsWith(`${ancestor}.`);

const STYLE = [
  {selector: 'node[kind = "concept"]', style: {
    'background-color': 'data(colour)', width: 'data(size)', height: 'data(size)',
    label: 'data(name)', color: '#1f2933', 'text-valign': 'bottom', 'text-outline-color': '#ffffff',
  }},
  {selector: 'node[kind = "concept"][name != ""]', style: {'z-index': 9}},
  {selector: 'node[kind = "concept"].named', style: {label: 'data(label)', 'z-index': 10}},
  {selector: 'node[kind = "community"]', style: {
    shape: 'round-rectangle', 'background-color': 'data(colour)', 'background-opacity': 0.06,
    'border-color': 'data(colour)', 'border-width': 2, padding: 14,
    label: 'data(label)', 'font-weight': 700, color: 'data(colour)', 'text-valign': 'top',
    'text-halign': 'center', 'text-outline-color': '#ffffff',
  }},
  {selector: 'node[kind = "community"].selected', style: {'border-width': 5, 'background-opacity': 0.16}},
  {selector: 'node[kind = "community"].relevant', style: {'border-width': 3, 'background-opacity': 0.1}},
  {selector: 'node[kind = "community"].untested', style: {'border-style': 'dashed', 'background-opacity': 0.02}},
  {selector: 'node[kind = "concept"].untested', style: {opacity: 0.4}},
  {selector: 'node[kind = "concept"].tested', style: {opacity: 0.7}},
  {selector: 'edge', style: {
    'curve-style': 'haystack', 'line-color': '#8795a1', opacity: 0.16,
    width: 'mapData(weight, 0, 1, 0.6, 3)',
  }},
  {selector: '.dimmed', style: {opacity: 0.08}},
  {selector: 'edge.lit', style: {opacity: 0.75, 'line-color': '#52606d'}},
];

/**
 * Draws {@code graph} (the query API's "graph") into {@code container}; returns the cytoscape instance, or
 * null for an empty graph.
 *
 * @param hooks {onHover(communityId, position|null), onPick(communityId)}
 */
export function drawGraph(container, graph, hooks) {
  const communities = new Map(graph.communities.map((c) => [c.id, c]));
  const tops = graph.communities.filter((c) => c.level === 1).map((c) => c.id);
  const colourOf = (id) => PALETTE[tops.indexOf(topLevel(id)) % PALETTE.length];
  const degree = new Map();
  graph.edges.forEach((e) => {
    degree.set(e.a, (degree.get(e.a) || 0) + 1);
    degree.set(e.b, (degree.get(e.b) || 0) + 1);
  });

  const elements = [];
  for (const c of graph.communities) {
    elements.push({group: 'nodes', classes: statusOf(c), data: {
      id: `community:${c.id}`, kind: 'community', community: c.id, label: c.id, colour: colourOf(c.id),
      parent: parentOf(c.id) ? `community:${parentOf(c.id)}` : undefined,
    }});
  }
  for (const n of graph.nodes) {
    const home = communities.get(n.community);
    elements.push({group: 'nodes', classes: statusOf(home), data: {
      id: `concept:${n.concept}`, kind: 'concept', community: n.community, label: n.concept,
      name: home.concepts.indexOf(n.concept) < NAMED_CONCEPTS ? n.concept : '',
      colour: colourOf(n.community), size: 14 + 3 * Math.sqrt(degree.get(n.concept) || 0),
      parent: `community:${n.community}`,
    }});
  }
  const homeOf = new Map(graph.nodes.map((n) => [n.concept, n.community]));
  graph.edges.forEach((e, i) => elements.push({group: 'edges', data: {
    id: `edge:${i}`, source: `concept:${e.a}`, target: `concept:${e.b}`, weight: e.weight,
    across: topLevel(homeOf.get(e.a)) !== topLevel(homeOf.get(e.b)),
  }}));

  const cy = cytoscape({
    container, elements, style: STYLE, minZoom: 0.2, maxZoom: 4, boxSelectionEnabled: false,
  });
  // fCoSE keeps compound nodes (communities) apart and their members together. It starts from a fixed
  // placement (communities best first around a circle) rather than a random one.
  placeOnCircles(cy, tops);
  cy.layout({
    name: 'fcose', quality: 'proof', randomize: false, animate: false, padding: 16,
    // Edges between communities are long and slack, so communities keep apart; edges inside them pull.
    nodeDimensionsIncludeLabels: false, nodeRepulsion: 30000,
    idealEdgeLength: (edge) => (edge.data('across') ? 220 : 60),
    edgeElasticity: (edge) => (edge.data('across') ? 0.02 : 0.2),
    nestingFactor: 0.1, gravity: 0.6, gravityCompound: 1.5, gravityRangeCompound: 1.0, numIter: 2500,
    tile: true, packComponents: true, nodeSeparation: 90,
  }).run();
  gatherPieces(cy);
  cy.fit(undefined, 16);
  keepLabelsReadable(cy);

  cy.on('mouseover', 'node', (event) => {
    const p = event.renderedPosition || event.target.renderedPosition();
    hooks.onHover(event.target.data('community'), p);
  });
  cy.on('mouseout', 'node', () => hooks.onHover(null, null));
  cy.on('tap', 'node', (event) => hooks.onPick(event.target.data('community')));
  return cy;
}

/**
 * The layout's starting point: top-level communities around a circle, best first, and each community's
 * concepts on a small circle around its place, most central first.
 */
function placeOnCircles(cy, tops) {
  const radius = 90 * Math.sqrt(tops.length);
  tops.forEach((top, i) => {
    const angle = (2 * Math.PI * i) / tops.length;
    const centre = {x: radius * Math.cos(angle), y: radius * Math.sin(angle)};
    const members = cy.nodes('[kind = "concept"]').filter((n) => topLevel(n.data('community')) === top);
    const ring = 12 * Math.sqrt(members.length);
    members.forEach((node, j) => {
      const turn = (2 * Math.PI * j) / members.length;
      node.position({x: centre.x + ring * Math.cos(turn), y: centre.y + ring * Math.sin(turn)});
    });
  });
}

/**
 * Lines the graph's unconnected pieces up in rows under the largest one. fCoSE lays each piece out well but
 * leaves them wherever they ended up (packing them needs cytoscape-layout-utilities, which has no WebJar), so
 * an isolated concept could sit far off and shrink the whole picture to fit it in.
 */
function gatherPieces(cy) {
  const pieces = cy.nodes('[kind = "concept"]').union(cy.edges()).components()
      .map((piece) => piece.nodes())
      .sort((a, b) => b.length - a.length);
  if (pieces.length < 2) return;
  const main = pieces[0].boundingBox();
  const gap = 48;
  const rowWidth = Math.max(main.w, 360);
  let x = main.x1;
  let y = main.y2 + gap;
  let rowHeight = 0;
  for (const piece of pieces.slice(1)) {
    const box = piece.boundingBox();
    if (x > main.x1 && x + box.w > main.x1 + rowWidth) {
      x = main.x1;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    piece.shift({x: x - box.x1, y: y - box.y1});
    x += box.w + gap;
    rowHeight = Math.max(rowHeight, box.h);
  }
}

/** Label sizes follow the zoom, so names stay readable however much the picture is zoomed out to fit. */
function keepLabelsReadable(cy) {
  const resize = () => {
    const scale = 1 / cy.zoom();
    cy.style()
        .selector('node[kind = "concept"]')
        .style({'font-size': 12 * scale, 'text-outline-width': 2 * scale, 'text-margin-y': 2 * scale})
        .selector('node[kind = "community"]')
        .style({'font-size': 14 * scale, 'text-outline-width': 2.5 * scale, 'text-margin-y': -2 * scale})
        .update();
  };
  resize();
  cy.on('zoom', resize);
}

/** Dims everything outside community {@code id} (and its sub-communities); {@code null} restores the picture. */
export function highlight(cy, id) {
  if (!cy) return;
  cy.batch(() => {
    cy.elements().removeClass('dimmed lit named');
    if (id === null) return;
    const members = cy.nodes().filter((n) => inside(n.data('community'), id)
        || (n.data('kind') === 'community' && inside(id, n.data('community'))));
    members.addClass('named');
    cy.elements().difference(members).difference(members.connectedEdges()).addClass('dimmed');
    members.connectedEdges().filter((e) => members.contains(e.source()) && members.contains(e.target()))
        .addClass('lit');
    members.connectedEdges().filter((e) => !(members.contains(e.source()) && members.contains(e.target())))
        .addClass('dimmed');
  });
}

/** What a community is, for the tooltip and the list: its id, outcome, concepts and summary. */
export function describe(community) {
  return {
    title: `Community ${community.id} · ${STATUS_TEXT[statusOf(community)]}`,
    concepts: community.concepts,
    summary: community.summary,
  };
}

/** The keyboard-usable list of communities beside the picture. */
export function renderCommunityList(list, graph, hooks) {
  list.replaceChildren();
  const tops = graph.communities.filter((c) => c.level === 1).map((c) => c.id);
  for (const c of graph.communities) {
    const item = document.createElement('li');
    item.dataset.community = c.id;
    item.className = `community level-${c.level} ${statusOf(c)}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = PALETTE[tops.indexOf(topLevel(c.id)) % PALETTE.length];
    const name = document.createElement('strong');
    name.textContent = c.id;
    const status = document.createElement('span');
    status.className = 'status';
    status.textContent = STATUS_TEXT[statusOf(c)];
    const concepts = document.createElement('span');
    concepts.className = 'concepts';
    const more = c.concepts.length - LIST_CONCEPTS;
    concepts.textContent = c.concepts.slice(0, LIST_CONCEPTS).join(', ') + (more > 0 ? ` +${more}` : '');
    button.append(swatch, name, status, concepts);

    const detail = document.createElement('div');
    detail.className = 'detail';
    detail.hidden = true;
    const summary = document.createElement('p');
    summary.textContent = c.summary || 'Not summarized for this answer.';
    const all = document.createElement('p');
    all.className = 'all-concepts';
    all.textContent = `Concepts (${c.concepts.length}): ${c.concepts.join(', ')}`;
    detail.append(summary, all);

    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      detail.hidden = !open;
    });
    for (const enter of ['focus', 'mouseenter']) button.addEventListener(enter, () => hooks.onFocus(c.id));
    for (const leave of ['blur', 'mouseleave']) button.addEventListener(leave, () => hooks.onFocus(null));
    item.append(button, detail);
    list.append(item);
  }
}
