#!/usr/bin/env bash
# Builds the office-docs corpus: seven documents in the formats people keep (DOCX x2, ODT, EPUB, PDF, PPTX, XLSX),
# converted from pages of Debian's python-django-doc (Django 3.2 documentation) with pandoc and LibreOffice.
#   qa/office-docs/build.sh OUT_FOLDER
# Needs: apt-get install python-django-doc pandoc libreoffice-writer-nogui libreoffice-calc-nogui
# The corpus is built, not copied into the repository (as for the other manuals).
set -euo pipefail
out="${1:?usage: build.sh OUT_FOLDER}"
html=/usr/share/doc/python-django-doc/html
here="$(cd "$(dirname "$0")" && pwd)"
[[ -d "$html" ]] || { echo "build.sh: $html is missing (apt-get install python-django-doc)" >&2; exit 1; }
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The page's article only (Django's theme puts it between the top navigation and the sidebar), as HTML pandoc reads.
article() {
  python3 "$here/article.py" "$html/$1.html" > "$work/$2.html"
}

article topics/cache cache
article topics/email email
article topics/auth/passwords passwords
article topics/http/file-uploads file-uploads
article topics/db/transactions transactions
article topics/i18n/timezones timezones

pandoc -f html -t docx -o "$out/django-cache.docx" "$work/cache.html"
pandoc -f html -t docx -o "$out/sending-email.docx" "$work/email.html"
pandoc -f html -t odt -o "$out/password-management.odt" "$work/passwords.html"
pandoc -f html -t epub --metadata title="File Uploads" -o "$out/file-uploads.epub" "$work/file-uploads.html"
pandoc -f html -t pptx -o "$out/time-zones.pptx" "$work/timezones.html"
# PDF through LibreOffice, so the pages are a word processor's pages.
pandoc -f html -t docx -o "$work/database-transactions.docx" "$work/transactions.html"
soffice --headless --convert-to pdf --outdir "$out" "$work/database-transactions.docx" >/dev/null
# The settings reference as a spreadsheet: one row per setting with its default and first sentence.
python3 "$here/settings_table.py" "$html/ref/settings.html" > "$work/django-settings.csv"
# CSV import options: comma-separated, double-quoted, UTF-8 (76).
soffice --headless --infilter=CSV:44,34,76 --convert-to xlsx --outdir "$out" "$work/django-settings.csv" >/dev/null
ls -l "$out"
