// The community picture, drawn with cytoscape.js from what view.js says to show: an open community is a box
// around its parts, a closed one a single node whose area grows with its concepts, a concept a small dot in
// its box. Colours say how the relevance tests went. Labels are chosen by importance so none overlaps
// another (labels.js); hovering or focusing a community names all of it.
import {chooseLabels} from './labels.js';
import {lineOf} from './view.js';

// Orange, blue and two greys: told apart with every common colour-vision deficiency.
export const STATUS_COLOUR = {selected: '#d95f02', relevant: '#2f6fb3', tested: '#7b8794', untested: '#bcc5cf'};
// Labels on screen: 12 pixels high, at most 150 wide (longer ones end in an ellipsis). A box is labelled by its
// id and most important concept, a closed community by that concept, a concept by its name.
const LABEL_PX = 12;
const LABEL_MAX_PX = 150;

/** The diameter, in pixels at zoom 1, of a closed community's node: its area grows with its concepts. */
export function closedSize(concepts) {
  return 14 + 7 * Math.sqrt(concepts);
}

const STYLE = [
  {selector: 'node', style: {
    label: 'data(label)', color: '#1f2933', 'text-outline-color': '#ffffff', 'text-wrap': 'ellipsis',
    'min-zoomed-font-size': 0,
  }},
  {selector: 'node[kind = "concept"]', style: {
    'background-color': 'data(colour)', width: 11, height: 11, 'text-valign': 'bottom',
  }},
  {selector: 'node[kind = "closed"]', style: {
    'background-color': 'data(colour)', 'background-opacity': 0.85, width: 'data(size)', height: 'data(size)',
    'border-color': '#ffffff', 'border-width': 1.5, 'text-valign': 'bottom', 'font-weight': 600,
  }},
  {selector: 'node[kind = "box"]', style: {
    shape: 'round-rectangle', 'background-color': 'data(colour)', 'background-opacity': 0.07,
    'border-color': 'data(colour)', 'border-width': 2, padding: 12, 'text-valign': 'top', 'text-halign': 'center',
    'font-weight': 700, color: 'data(colour)',
    // A box's size follows its members, not their labels (whose size follows the zoom): labels that reach
    // past it are placed like any other, so none overlaps another.
    'compound-sizing-wrt-labels': 'exclude',
  }},
  {selector: 'node[kind = "box"].selected', style: {'border-width': 4, 'background-opacity': 0.12}},
  {selector: 'node.untested', style: {'border-style': 'dashed'}},
  {selector: 'node[kind = "closed"].untested', style: {'border-color': '#7b8794', 'border-width': 1.5}},
  // Links under every node and label: by default a link into a box is drawn above the nodes outside it.
  {selector: 'edge', style: {
    'curve-style': 'haystack', 'line-color': '#8795a1', opacity: 'mapData(strength, 0, 1, 0.25, 0.7)',
    width: 'mapData(strength, 0, 1, 0.8, 4)', 'z-compound-depth': 'bottom',
  }},
  // Labels that lost their place to a more important one; hovering or focusing their community names them.
  {selector: '.quiet', style: {'text-opacity': 0}},
  {selector: '.dimmed', style: {opacity: 0.1}},
  {selector: '.named', style: {'text-opacity': 1, 'z-index': 20}},
  {selector: 'edge.lit', style: {opacity: 0.85, 'line-color': '#52606d'}},
];

/**
 * Draws {@code view} (view.js) into {@code container}.
 *
 * @param positions where the nodes of the previous drawing were (by element id), so opening or closing a
 *                  community moves little else; empty for a first drawing
 * @param hooks {onHover(communityId, position|null), onPick(communityId), onOpen(communityId),
 *              onLabels(shownLabels)}: shownLabels are [{text, kind, community, box}] in rendered pixels
 * @return {cy, layoutMs}
 */
export function drawGraph(container, view, positions, hooks) {
  const elements = [];
  for (const c of view.communities) {
    const box = c.shape === 'box';
    elements.push({group: 'nodes', classes: c.status, data: {
      id: `community:${c.id}`, kind: box ? 'box' : 'closed', community: c.id, level: c.community.level,
      order: c.order, label: box ? `${c.id} · ${c.community.concepts[0]}` : c.community.concepts[0],
      colour: STATUS_COLOUR[c.status], size: closedSize(c.community.concepts.length),
      parent: c.parent === null ? undefined : `community:${c.parent}`,
    }});
  }
  const orderOf = new Map(view.communities.map((c) => [c.id, c.order]));
  for (const n of view.concepts) {
    elements.push({group: 'nodes', classes: n.status, data: {
      id: `concept:${n.concept}`, kind: 'concept', community: n.community, label: n.concept, rank: n.rank,
      order: orderOf.get(n.community), colour: STATUS_COLOUR[n.status], parent: `community:${n.community}`,
    }});
  }
  const strongest = Math.max(...view.links.map((link) => link.weight), 1e-9);
  const topLevel = new Map(elements.map((e) => [e.data.id, e.data.community.split('.')[0]]));
  view.links.forEach((link, i) => elements.push({group: 'edges', data: {
    id: `link:${i}`, source: link.source, target: link.target, strength: link.weight / strongest,
    across: topLevel.get(link.source) !== topLevel.get(link.target),
  }}));

  const cy = cytoscape({
    container, elements, style: STYLE, minZoom: 0.15, maxZoom: 4, boxSelectionEnabled: false,
  });
  const started = performance.now();
  place(cy, positions);
  // Laid out with room for every label at its size on screen at zoom 1, so that after fitting most fit.
  sizeLabels(cy);
  cy.layout({
    name: 'fcose', quality: 'default', randomize: false, animate: false, padding: 16,
    // Links between communities are long and slack, so communities keep apart; links inside them pull.
    nodeDimensionsIncludeLabels: true, nodeRepulsion: 9000,
    idealEdgeLength: (edge) => (edge.data('across') ? 160 : 50),
    edgeElasticity: (edge) => (edge.data('across') ? 0.05 : 0.3),
    nestingFactor: 0.1, gravity: 0.5, gravityCompound: 1.2, gravityRangeCompound: 1.2, numIter: 2500,
    tile: true, packComponents: true, nodeSeparation: 60,
  }).run();
  // Pieces are packed with room for their labels, whose size follows the zoom that fitting sets: packed once
  // to find the zoom, then again with the labels at that size.
  const aspect = container.clientWidth / Math.max(1, container.clientHeight);
  for (let round = 0; round < 2; round++) {
    packPieces(cy, aspect);
    cy.fit(undefined, 20);
    sizeLabels(cy);
  }
  const layoutMs = performance.now() - started;
  keepLabelsReadable(cy, hooks.onLabels);

  cy.on('mouseover', 'node', (event) => {
    const p = event.renderedPosition || event.target.renderedPosition();
    hooks.onHover(event.target.data('community'), p);
  });
  cy.on('mouseout', 'node', () => hooks.onHover(null, null));
  cy.on('tap', 'node', (event) => {
    const node = event.target;
    (node.data('kind') === 'closed' ? hooks.onOpen : hooks.onPick)(node.data('community'));
  });
  return {cy, layoutMs};
}

/** Where each node of the drawing was, for the next one. */
export function positionsOf(cy) {
  const positions = new Map();
  cy?.nodes().forEach((node) => positions.set(node.id(), {...node.position()}));
  return positions;
}

/** The top-level community a drawn node belongs to: it, its box and their links move together. */
const topOf = (node) => node.data('community').split('.')[0];

/**
 * The layout's starting point. A node drawn before keeps its place; one that is new starts where the closed
 * community it came out of was (closing one, a box's middle is where its node starts); in a first drawing the
 * top-level communities start around a circle, best first. New nodes sharing a start go round it on a spiral.
 */
function place(cy, positions) {
  const leaves = cy.nodes().filter((n) => n.isChildless());
  const tops = [...new Set(leaves.map(topOf))];
  const radius = 80 * Math.sqrt(tops.length);
  const started = new Map();
  leaves.forEach((node) => {
    const known = positions.get(node.id());
    if (known) {
      node.position(known);
      return;
    }
    const angle = (2 * Math.PI * tops.indexOf(topOf(node))) / tops.length;
    const from = lineOf(node.data('community')).reverse().map((id) => positions.get(`community:${id}`)).find(Boolean);
    const centre = from || {x: radius * Math.cos(angle), y: radius * Math.sin(angle)};
    const key = `${centre.x},${centre.y}`;
    const count = started.get(key) || 0;
    started.set(key, count + 1);
    const turn = count * 2.4;
    const ring = 10 * Math.sqrt(count);
    node.position({x: centre.x + ring * Math.cos(turn), y: centre.y + ring * Math.sin(turn)});
  });
}

/**
 * Packs the graph's unconnected pieces in rows, largest first, into a block shaped like the container. fCoSE
 * lays each piece out well but leaves them wherever they ended up (packing them needs
 * cytoscape-layout-utilities, which has no WebJar), so a hundred lone communities would end up in a long
 * strip and shrink the whole picture to fit it in. A piece is a set of top-level communities joined by
 * links: a box moves with all it holds.
 */
function packPieces(cy, aspect) {
  const leaves = cy.nodes().filter((n) => n.isChildless());
  const joined = new Map(leaves.map((n) => [topOf(n), topOf(n)]));
  const root = (top) => (joined.get(top) === top ? top : root(joined.get(top)));
  cy.edges().forEach((e) => joined.set(root(topOf(e.source())), root(topOf(e.target()))));
  const byRoot = new Map();
  leaves.forEach((n) => byRoot.set(root(topOf(n)), (byRoot.get(root(topOf(n))) || cy.collection()).union(n)));
  if (byRoot.size < 2) return;
  const gap = 16;
  const pieces = [...byRoot.values()]
      .map((nodes) => ({nodes, box: nodes.union(nodes.ancestors()).boundingBox()}))
      .sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h);
  const area = pieces.reduce((sum, p) => sum + (p.box.w + gap) * (p.box.h + gap), 0);
  const rowWidth = Math.max(pieces[0].box.w, Math.sqrt(area * aspect));
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const {nodes, box} of pieces) {
    if (x > 0 && x + box.w > rowWidth) {
      x = 0;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    nodes.shift({x: x - box.x1, y: y - box.y1});
    x += box.w + gap;
    rowHeight = Math.max(rowHeight, box.h);
  }
}

/**
 * Sets the labels' size for the current zoom, so that on screen it is always the same. (Set on the nodes: a
 * changed stylesheet left some nodes' cached bounds at the old size, which clipped their labels.)
 */
function sizeLabels(cy) {
  const scale = 1 / cy.zoom();
  cy.batch(() => {
    cy.nodes().style({
      'font-size': LABEL_PX * scale, 'text-outline-width': 2 * scale, 'text-max-width': LABEL_MAX_PX * scale,
    });
    cy.nodes('[kind = "concept"], [kind = "closed"]').style('text-margin-y', 2 * scale);
    cy.nodes('[kind = "box"]').style('text-margin-y', -2 * scale);
  });
}

/**
 * Labels keep one size on screen however far the picture is zoomed, and after every zoom or pan the labels
 * shown are chosen again, most important first: the boxes, the leading concepts of the communities the
 * answer used, the closed communities, then the other concepts.
 */
function keepLabelsReadable(cy, onLabels) {
  const choose = () => {
    cy.nodes().removeClass('quiet');
    const candidates = cy.nodes().sort(byImportance).map((node) => ({
      node, owner: node.id(), box: node.renderedBoundingBox({includeNodes: false, includeEdges: false,
        includeLabels: true, includeOverlays: false, includeUnderlays: false}),
    }));
    // A closed community's node must not cover a label (a concept's dot is small enough to); nor may the
    // edge of the picture cut one.
    const bodies = cy.nodes('[kind = "closed"]').map((node) => ({
      owner: node.id(), box: node.renderedBoundingBox({includeLabels: false, includeOverlays: false,
        includeUnderlays: false}),
    }));
    const inside = (box) => box.x1 >= 0 && box.y1 >= 0 && box.x2 <= cy.width() && box.y2 <= cy.height();
    const shown = chooseLabels(candidates.filter((c) => inside(c.box)), bodies);
    const named = new Set(shown.map((c) => c.node));
    cy.batch(() => candidates.forEach((c) => { if (!named.has(c.node)) c.node.addClass('quiet'); }));
    onLabels(shown.map(({node, box}) => ({
      text: node.data('label'), kind: node.data('kind'), community: node.data('community'),
      box: {x1: box.x1, y1: box.y1, x2: box.x2, y2: box.y2},
    })));
  };
  sizeLabels(cy);
  choose();
  let pending = null;
  cy.on('viewport', () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      sizeLabels(cy);
      choose();
    }, 120);
  });
}

function importance(node) {
  const kind = node.data('kind');
  if (kind === 'box') return [0, node.data('level'), node.data('order')];
  if (kind === 'closed') return [2, node.data('order'), 0];
  const used = node.hasClass('selected') || node.hasClass('relevant');
  return [used && node.data('rank') < 3 ? 1 : 3, node.data('rank'), node.data('order')];
}

function byImportance(a, b) {
  const x = importance(a);
  const y = importance(b);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Dims everything outside community {@code id} and names all of it; {@code null} restores the picture. */
export function highlight(cy, id) {
  if (!cy) return;
  const inside = (community) => community === id || community.startsWith(`${id}.`);
  cy.batch(() => {
    cy.elements().removeClass('dimmed lit named');
    if (id === null) return;
    const members = cy.nodes().filter((n) => inside(n.data('community'))
        || (n.data('kind') === 'box' && lineOf(id).includes(n.data('community'))));
    members.addClass('named');
    const links = members.connectedEdges();
    const within = links.filter((e) => members.contains(e.source()) && members.contains(e.target()));
    within.addClass('lit');
    cy.elements().difference(members).difference(within).addClass('dimmed');
  });
}
