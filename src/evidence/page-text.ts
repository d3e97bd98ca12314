/**
 * The readable text of a fetched page, as paragraphs: for HTML the main content Readability finds (the
 * whole body when it finds none), with navigation and scripts dropped; plain text as sent; for JSON
 * every string value with its key path.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { FetchedPage } from './safe-fetch.js';

export interface PageText {
  title: string | null;
  /** Paragraphs in page order, whitespace collapsed. */
  paragraphs: string[];
}

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,td,th,dd,dt,blockquote,pre,figcaption,caption';
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function blockTexts(root: { querySelectorAll(sel: string): ArrayLike<{ textContent: string | null; querySelector(sel: string): unknown }> }): string[] {
  const out: string[] = [];
  for (const el of Array.from(root.querySelectorAll(BLOCKS))) {
    // The innermost blocks carry the text; an outer one (li holding p) would repeat it.
    if (el.querySelector(BLOCKS)) continue;
    const text = clean(el.textContent ?? '');
    if (text) out.push(text);
  }
  return out;
}

function htmlText(html: string): PageText {
  const { document } = parseHTML(html);
  const title = clean(document.querySelector('title')?.textContent ?? '') || null;
  for (const el of Array.from(document.querySelectorAll('script,style,noscript,template,nav,footer,header,aside,form'))) el.remove();
  let article: ReturnType<Readability['parse']> = null;
  try {
    // Readability changes the document it reads: give it a copy so the fallback still has the body.
    article = new Readability(parseHTML(document.toString()).document as unknown as Document, { charThreshold: 100 }).parse();
  } catch {
    article = null;
  }
  const fromArticle = article?.content ? blockTexts(parseHTML(`<html><body>${article.content}</body></html>`).document) : [];
  const fromBody = blockTexts(document);
  // Readability keeps the article; when it kept much less than the page's own blocks, the page is a list of facts it misread.
  const paragraphs = fromArticle.join(' ').length >= fromBody.join(' ').length * 0.5 ? fromArticle : fromBody;
  if (!paragraphs.length) {
    const text = clean(document.body?.textContent ?? '');
    if (text) paragraphs.push(text);
  }
  return { title: clean(article?.title ?? '') || title, paragraphs };
}

function jsonText(body: string): PageText {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { title: null, paragraphs: body.trim() ? [clean(body)] : [] };
  }
  const paragraphs: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string' && v.trim()) paragraphs.push(clean(v));
    else if (typeof v === 'number' || typeof v === 'boolean') paragraphs.push(`${path}: ${v}`);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(value, '');
  const title = value && typeof value === 'object' && typeof (value as { title?: unknown }).title === 'string' ? (value as { title: string }).title : null;
  return { title, paragraphs };
}

export function pageText(page: FetchedPage): PageText {
  if (page.kind === 'html') return htmlText(page.body);
  if (page.kind === 'json') return jsonText(page.body);
  return { title: null, paragraphs: page.body.split(/\n\s*\n/).map(clean).filter(Boolean) };
}
