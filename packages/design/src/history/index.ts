// Versions of a design document, stored compactly: a document is flattened to its nodes by id (each node
// without its children, with the ids of its children instead), and a change between two documents is the
// nodes set or removed. The same walk tells which nodes differ, for "Edited: 17 changes" and for Compare.

type Json = unknown;
type Entry = { props: Record<string, Json>; kids: string[] | null };
type Flat = { root: Entry; nodes: Map<string, Entry> };

/** What changed between two documents: nodes set (whole, without children) or removed; `root` when the panel's own fields changed. */
export type DocumentPatch = { root?: Entry; set: Record<string, Entry>; del: string[] };

/** The nodes two documents differ in: added, removed, or changed (their own fields, their parent or their place). */
export type NodeChanges = { added: string[]; removed: string[]; changed: string[] };

type Tree = { children?: unknown; [key: string]: unknown };

function entryOf(node: Tree): Entry {
  const { children, ...props } = node;
  const kids = Array.isArray(children) ? (children as Tree[]).map((child) => String(child.id)) : null;
  return { props, kids };
}

// Null when two nodes share an id: such a document cannot be told apart by node and is stored whole.
function flatten(document: Tree): Flat | null {
  const nodes = new Map<string, Entry>();
  const stack = Array.isArray(document.children) ? [...(document.children as Tree[])] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const id = String(node.id);
    if (nodes.has(id)) return null;
    nodes.set(id, entryOf(node));
    if (Array.isArray(node.children)) stack.push(...(node.children as Tree[]));
  }
  return { root: entryOf(document), nodes };
}

function build(flat: Flat, entry: Entry): Tree {
  if (entry.kids === null) return { ...entry.props };
  return { ...entry.props, children: entry.kids.map((id) => build(flat, flat.nodes.get(id)!)) };
}

/** Equal JSON values, whatever the order of their keys. */
export function sameValue(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as Json[];
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]));
  }
  const left = a as Record<string, Json>;
  const right = b as Record<string, Json>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => key in right && sameValue(left[key], right[key]));
}

const sameEntry = (a: Entry, b: Entry) => sameValue(a.props, b.props) && sameValue(a.kids, b.kids);

/** The patch that turns `base` into `next`, or null when one of them cannot be patched (store it whole). */
export function diffDocuments(base: object, next: object): DocumentPatch | null {
  const from = flatten(base as Tree);
  const to = flatten(next as Tree);
  if (!from || !to) return null;
  const patch: DocumentPatch = { set: {}, del: [] };
  if (!sameEntry(from.root, to.root)) patch.root = to.root;
  for (const [id, entry] of to.nodes) {
    const old = from.nodes.get(id);
    if (!old || !sameEntry(old, entry)) patch.set[id] = entry;
  }
  for (const id of from.nodes.keys()) if (!to.nodes.has(id)) patch.del.push(id);
  return patch;
}

/** `base` with `patch` applied: the document the patch was made from. */
export function applyPatch<T extends object>(base: T, patch: DocumentPatch): T {
  const flat = flatten(base as Tree);
  if (!flat) throw new Error('The base document has two nodes with one id');
  for (const id of patch.del) flat.nodes.delete(id);
  for (const [id, entry] of Object.entries(patch.set)) flat.nodes.set(id, entry);
  if (patch.root) flat.root = patch.root;
  return build(flat, flat.root) as T;
}

// Each node's parent and its place among the siblings both documents have.
function places(flat: Flat, shared: (id: string) => boolean): Map<string, string> {
  const place = new Map<string, string>();
  const walk = (parent: string, entry: Entry) => {
    const kept = (entry.kids ?? []).filter(shared);
    kept.forEach((id, index) => place.set(id, `${parent}/${index}`));
    for (const id of entry.kids ?? []) walk(id, flat.nodes.get(id)!);
  };
  walk('', flat.root);
  return place;
}

/** The nodes that differ between two documents (empty lists for equal ones). */
export function changedNodes(before: object, after: object): NodeChanges {
  const from = flatten(before as Tree);
  const to = flatten(after as Tree);
  if (!from || !to) return { added: [], removed: [], changed: [] };
  const added = [...to.nodes.keys()].filter((id) => !from.nodes.has(id));
  const removed = [...from.nodes.keys()].filter((id) => !to.nodes.has(id));
  const shared = (id: string) => from.nodes.has(id) && to.nodes.has(id);
  const placeBefore = places(from, shared);
  const placeAfter = places(to, shared);
  const changed = [...to.nodes.keys()].filter(
    (id) =>
      from.nodes.has(id) &&
      (!sameValue(from.nodes.get(id)!.props, to.nodes.get(id)!.props) || placeBefore.get(id) !== placeAfter.get(id)),
  );
  return { added, removed, changed };
}

/** How many nodes a change touched (0 when only the panel's own fields changed, then 1). */
export function changeCount(before: object, after: object): number {
  const { added, removed, changed } = changedNodes(before, after);
  const nodes = added.length + removed.length + changed.length;
  if (nodes > 0) return nodes;
  return sameValue(entryOf(before as Tree).props, entryOf(after as Tree).props) ? 0 : 1;
}

// Two designs of one brief (a generation's directions) share no node ids: each is drawn afresh. What differs
// between them is their content — layers one has and the other has not, texts that read otherwise — so their
// nodes are matched by name (the nth layer of a name in one with the nth of that name in the other), and the
// version compare's own walk (changedNodes) tells the differences, whatever the layout.

type Layer = { id?: unknown; name?: unknown; type?: unknown; characters?: unknown; children?: unknown };

/** The nodes two designs differ in, by each side's own ids: `changed` names a matched pair on both sides. */
export type ContentChanges = {
  added: string[];
  removed: string[];
  changed: { before: string[]; after: string[] };
};

// The document as its content: one flat node per layer, keyed `<name>#<n>`, holding only its kind and text.
function contentOf(document: object) {
  const ids = new Map<string, string>();
  const seen = new Map<string, number>();
  const nodes: { id: string; type: unknown; characters: unknown }[] = [];
  const walk = (children: unknown) => {
    if (!Array.isArray(children)) return;
    for (const node of children as Tree[]) {
      const name = String(node.name ?? node.type ?? '');
      const n = seen.get(name) ?? 0;
      seen.set(name, n + 1);
      const key = `${name}#${n}`;
      ids.set(key, String(node.id));
      nodes.push({ id: key, type: node.type, characters: node.characters ?? null });
      walk(node.children);
    }
  };
  walk((document as Layer).children);
  // Sorted by key: the place of a layer in its design is layout, not content.
  nodes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { flat: { children: nodes }, ids };
}

/** What two designs of one brief differ in: layers only one has, and matched layers whose kind or text differ. */
export function contentChanges(before: object, after: object): ContentChanges {
  const from = contentOf(before);
  const to = contentOf(after);
  const { added, removed, changed } = changedNodes(from.flat, to.flat);
  return {
    added: added.map((key) => to.ids.get(key)!),
    removed: removed.map((key) => from.ids.get(key)!),
    changed: { before: changed.map((key) => from.ids.get(key)!), after: changed.map((key) => to.ids.get(key)!) },
  };
}
