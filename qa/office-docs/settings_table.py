"""Prints Django's settings reference as CSV: setting, default, the first sentence that describes it."""
import csv
import html
import re
import sys

page = re.sub(r'<a class="headerlink"[^>]*>.*?</a>', "", open(sys.argv[1], encoding="utf-8").read())
text = lambda fragment: " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())
rows = [("Setting", "Default", "Description")]
for block in re.split(r'<span id="s-std-setting-', page)[1:]:
    heading = re.search(r"<h3>(.*?)</h3>", block, re.S)
    paragraphs = [text(p) for p in re.findall(r"<p>(.*?)</p>", block, re.S)]
    default = next((p[len("Default: "):] for p in paragraphs if p.startswith("Default:")), "")
    described = next((p for p in paragraphs if not p.startswith("Default:")), "")
    sentence = re.split(r"(?<=[.!?])\s", described, maxsplit=1)[0]
    if heading:
        rows.append((text(heading.group(1)), default, sentence))
csv.writer(sys.stdout).writerows(rows)
