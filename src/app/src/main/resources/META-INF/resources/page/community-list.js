// The keyboard-usable list of communities beside the picture: every community, best first with its
// sub-communities under it; each opens its summary and concepts, and opens or closes it in the picture.
import {STATUS_COLOUR} from './graph.js';
import {STATUS_TEXT, parentOf, statusOf} from './view.js';

const LIST_CONCEPTS = 6;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** @param hooks {onFocus(communityId|null), onToggle(communityId)} */
export function renderCommunityList(list, graph, hooks) {
  list.replaceChildren();
  const parents = new Set(graph.communities.map((c) => parentOf(c.id)));
  for (const c of graph.communities) {
    const item = element('li', `community level-${Math.min(c.level, 3)} ${statusOf(c)}`);
    item.dataset.community = c.id;
    item.dataset.status = statusOf(c);
    const button = element('button', 'about');
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    const swatch = element('span', 'swatch');
    swatch.style.background = STATUS_COLOUR[statusOf(c)];
    const more = c.concepts.length - LIST_CONCEPTS;
    button.append(swatch, element('strong', null, c.id), element('span', 'status', STATUS_TEXT[statusOf(c)]),
        element('span', 'size', `${c.concepts.length}`),
        element('span', 'concepts', c.concepts.slice(0, LIST_CONCEPTS).join(', ') + (more > 0 ? ` +${more}` : '')));

    const detail = element('div', 'detail');
    detail.hidden = true;
    detail.append(element('p', null, c.summary || 'Not summarized for this answer.'),
        element('p', 'all-concepts', `Concepts (${c.concepts.length}): ${c.concepts.join(', ')}`));
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      detail.hidden = !open;
    });
    for (const enter of ['focus', 'mouseenter']) button.addEventListener(enter, () => hooks.onFocus(c.id));
    for (const leave of ['blur', 'mouseleave']) button.addEventListener(leave, () => hooks.onFocus(null));

    // A leaf of one concept has nothing to open into.
    const toggle = element('button', 'toggle link');
    toggle.type = 'button';
    toggle.hidden = !parents.has(c.id) && c.concepts.length < 2;
    toggle.addEventListener('click', () => hooks.onToggle(c.id));
    item.append(button, toggle, detail);
    list.append(item);
  }
}

/**
 * Marks each item with how its community is drawn ({@code data-drawn}: open, closed, or inside a closed one)
 * and names what its toggle does.
 */
export function showDrawnState(list, state) {
  for (const item of list.querySelectorAll('li[data-community]')) {
    const drawn = state.get(item.dataset.community);
    item.dataset.drawn = drawn;
    const toggle = item.querySelector('button.toggle');
    toggle.textContent = drawn === 'open' ? 'close' : 'open';
    toggle.setAttribute('aria-label', `${drawn === 'open' ? 'Close' : 'Open'} community ${item.dataset.community}`
        + ' in the picture');
  }
}
