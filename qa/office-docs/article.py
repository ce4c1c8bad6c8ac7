"""Prints the article of a page of Django's HTML documentation: from its first section to the sidebar."""
import re
import sys

page = open(sys.argv[1], encoding="utf-8").read()
start = page.index('<div class="section"')
end = page.index('<div class="yui-b" id="sidebar"')
body = re.sub(r'<a class="headerlink"[^>]*>.*?</a>', "", page[start:end])
print("<html><body>" + body + "</body></html>")
