#!/usr/bin/env bash
# Browser journeys need Debian's Chromium and a CJK font (else Chinese renders as boxes); the
# .sav export tests read every file back with GNU PSPP (Debian's pspp); the PDF tests read
# text with pdftotext and render pages with pdftoppm (Debian's poppler-utils).
# Installs them with apt-get when missing and we are root; nothing is downloaded otherwise.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi 'wqy' || missing+=(fonts-wqy-microhei)
command -v pspp >/dev/null 2>&1 || missing+=(pspp)
command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Missing ${missing[*]}: install them with apt-get (needs root) to run the browser journeys and the .sav tests." >&2
  exit 1
fi
echo "== installing ${missing[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fontconfig >/dev/null
