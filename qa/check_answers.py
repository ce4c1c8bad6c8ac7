#!/usr/bin/env python3
"""Checks a QA set against its HTML corpus (a dataset tool, not part of the product).

usage: check_answers.py ROOT QA_FOLDER      check questions.jsonl and topics.json
       check_answers.py ROOT --words        pages and words of the tag-stripped corpus

Text of a page = the HTML with <script>, <style> and <head> dropped, tags stripped,
entities decoded, whitespace collapsed. An answer string must occur in the text of at
least one gold doc (case-insensitive); it is also reported when it does not match at
word boundaries, and multihop answers must not occur on the first gold page.
"""
import html, json, os, re, sys
from collections import Counter
from html.parser import HTMLParser


class Text(HTMLParser):
    SKIP = {"script", "style", "head"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        self.parts.append(" ")  # a tag separates words

    def handle_endtag(self, tag):
        if tag in self.SKIP and self.skip:
            self.skip -= 1
        self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def text_of(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        raw = f.read()
    p = Text()
    p.feed(raw)
    p.close()
    return re.sub(r"\s+", " ", "".join(p.parts)).strip()


def pages(root):
    for d, _, files in os.walk(root, followlinks=True):
        for f in sorted(files):
            if f.endswith(".html") or f.endswith(".htm"):
                full = os.path.join(d, f)
                yield os.path.relpath(full, root), full


def bounded(needle, hay):
    n = re.escape(needle.lower())
    pre = r"(?<!\w)" if needle[:1].isalnum() or needle[:1] == "_" else ""
    post = r"(?!\w)" if needle[-1:].isalnum() or needle[-1:] == "_" else ""
    return re.search(pre + n + post, hay) is not None


def check_questions(root, qa):
    cache, bad, rows = {}, 0, []
    def text(rel):
        if rel not in cache:
            cache[rel] = text_of(os.path.join(root, rel)).lower()
        return cache[rel]
    qs = [json.loads(l) for l in open(os.path.join(qa, "questions.jsonl")) if l.strip()]
    ids = Counter(q["id"] for q in qs)
    for i, c in ids.items():
        if c > 1:
            print(f"DUPLICATE id {i}"); bad += 1
    per_page = Counter(g for q in qs for g in set(q["gold_docs"]))
    for q in qs:
        t, ans, gold = q["type"], q["answers"], q["gold_docs"]
        if t == "noanswer":
            ok = not ans and not gold
            print(f"{q['id']} noanswer {'ok' if ok else 'BAD: answers/gold must be empty'}")
            bad += not ok
            continue
        for g in gold:
            if not os.path.isfile(os.path.join(root, g)):
                print(f"{q['id']} MISSING gold doc {g}"); bad += 1
        notes = []
        for a in ans:
            hits = [g for g in gold if os.path.isfile(os.path.join(root, g)) and a.lower() in text(g)]
            if not hits:
                notes.append(f"NOT FOUND {a!r}"); bad += 1
                continue
            wb = [g for g in hits if bounded(a, text(g))]
            notes.append(f"{a!r} in {','.join(hits)}" + ("" if wb else " (not at word boundary)"))
            if t == "multihop" and a.lower() in text(gold[0]):
                notes.append(f"BAD: {a!r} occurs on first page {gold[0]}"); bad += 1
        if t == "multihop" and len(gold) < 2:
            notes.append("BAD: multihop needs two gold docs"); bad += 1
        print(f"{q['id']} {t}: " + "; ".join(notes))
    print("counts by type:", dict(Counter(q["type"] for q in qs)))
    print("gold pages:", len(per_page), "most questions on one page:", max(per_page.values()))
    for g, n in per_page.items():
        if n > 3:
            print(f"BAD: {n} questions on {g}"); bad += 1
    return bad


def check_topics(root, qa):
    path = os.path.join(qa, "topics.json")
    if not os.path.exists(path):
        return 0
    corpus = " ".join(text_of(full).lower() for _, full in pages(root))
    topics, bad = json.load(open(path))["topics"], 0
    for t in topics:
        for ph in t["any"]:
            n = len(re.findall(r"(?<!\w)" + re.escape(ph.lower()) + r"(?!\w)", corpus))
            if not n:
                bad += 1
            print(f"topic {t['topic']!r}: {ph!r} {n} hits" + ("" if n else "  NOT FOUND"))
    print("topics:", len(topics))
    return bad


def words(root):
    n_pages, n_words = 0, 0
    for rel, full in pages(root):
        w = len(text_of(full).split())
        n_pages += 1; n_words += w
        print(f"{w:8d} {rel}")
    print(f"{n_pages} pages, {n_words} words")


if __name__ == "__main__":
    root = sys.argv[1]
    if sys.argv[2] == "--words":
        words(root); sys.exit(0)
    bad = check_questions(root, sys.argv[2]) + check_topics(root, sys.argv[2])
    print("problems:", bad)
    sys.exit(1 if bad else 0)
