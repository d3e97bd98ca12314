/**
 * Words of requests and tool definitions: identifiers split (`get_current_weather`, `getWeather`,
 * `math.hypot`), stems, stopwords and a small table of words that name the same action or thing, so a
 * request and a tool can be compared word by word.
 */

/** Words that say nothing about which tool or which value is meant. */
export const STOPWORDS = new Set(
  ('a an the of in on at to for from by with about into onto as is are was were be been being am do does did can could would should will shall may might must ' +
    'i me my we us our you your it its this that these those there here he she they them his her their what which who whom whose when where why how ' +
    'please pls kindly thanks thank hi hello hey just also and or but if then than so too very really quickly quick some any all each every ' +
    'want need like let lets give tell show me using use via given based current currently now today times plus minus'
  ).split(' '),
);

/** Verbs every tool could claim; they count little when choosing a tool. */
export const GENERIC = new Set('get set make do find return run call check fetch retrieve obtain provide compute calculate value values data info information result results number'.split(' '));

/** Words that name the same thing in requests and in tool definitions; each group is one meaning. */
const GROUPS: string[][] = [
  ['weather', 'forecast', 'temperature', 'rain', 'sunny', 'climate', 'humid', 'wind'],
  ['search', 'find', 'look', 'lookup', 'query', 'seek', 'browse'],
  ['send', 'post', 'message', 'notify', 'dm', 'text'],
  ['email', 'mail', 'e-mail', 'inbox'],
  ['create', 'make', 'add', 'new', 'open', 'insert', 'register', 'start'],
  ['delete', 'remove', 'erase', 'drop', 'cancel', 'trash'],
  ['update', 'edit', 'change', 'modify', 'rename', 'set'],
  ['list', 'show', 'enumerate', 'display'],
  ['read', 'view', 'open', 'content', 'contents', 'cat', 'inside'],
  ['write', 'save', 'store', 'put'],
  ['calculate', 'compute', 'work', 'determine', 'evaluate', 'solve'],
  ['convert', 'conversion', 'translate', 'exchange'],
  ['distance', 'far', 'length', 'route', 'directions', 'travel'],
  ['time', 'clock', 'hour', 'timezone', 'zone'],
  ['price', 'cost', 'quote', 'worth', 'value', 'pay', 'fee', 'fare'],
  ['stock', 'share', 'ticker', 'equity', 'market'],
  ['book', 'reserve', 'reservation', 'booking', 'schedule'],
  ['meeting', 'event', 'appointment', 'calendar'],
  ['restaurant', 'eat', 'food', 'dinner', 'lunch', 'cuisine', 'dine'],
  ['hotel', 'stay', 'room', 'accommodation', 'lodging'],
  ['flight', 'fly', 'airline', 'plane', 'airport'],
  ['movie', 'film', 'cinema', 'showtime'],
  ['song', 'music', 'track', 'play', 'playlist', 'album'],
  ['file', 'document', 'doc'],
  ['directory', 'folder', 'dir'],
  ['repository', 'repo', 'project'],
  ['issue', 'ticket', 'bug'],
  ['user', 'person', 'people', 'member', 'account', 'profile', 'contact', 'customer'],
  ['population', 'inhabitants', 'people'],
  ['area', 'surface', 'size'],
  ['average', 'mean'],
  ['sum', 'total', 'add'],
  ['factorial'],
  ['random', 'roll', 'dice', 'die'],
  ['image', 'picture', 'photo', 'screenshot'],
  ['url', 'link', 'website', 'page', 'site', 'web'],
  ['news', 'headline', 'article'],
  ['translate', 'translation', 'language'],
  ['recipe', 'cook', 'dish', 'ingredient'],
  ['order', 'purchase', 'buy'],
  ['currency', 'money', 'rate', 'dollar', 'euro'],
  ['navigate', 'go', 'visit', 'browse'],
  ['click', 'press', 'tap'],
  ['definition', 'define', 'meaning', 'means', 'dictionary'],
  ['age', 'old', 'born', 'birth', 'birthday'],
  ['director', 'directed', 'cast', 'starring', 'actor', 'actress'],
  ['interest', 'invest', 'investment', 'principal', 'deposit', 'savings'],
  ['score', 'game', 'match', 'won', 'win', 'beat'],
  ['lyrics', 'song', 'verse', 'chorus'],
  ['currency', 'usd', 'eur', 'gbp', 'jpy', 'yen', 'pound', 'cad', 'aud', 'chf', 'inr', 'cny'],
  ['light', 'lamp', 'lights', 'bulb'],
  ['thermostat', 'heating', 'heat', 'cool', 'temperature'],
];

const GROUP_OF = new Map<string, number[]>();
GROUPS.forEach((g, i) => g.forEach((w) => GROUP_OF.set(stem(w), [...(GROUP_OF.get(stem(w)) ?? []), i])));

/** Meaning groups a stem belongs to (empty when none). */
export function groupsOf(s: string): readonly number[] {
  return GROUP_OF.get(s) ?? [];
}

/** A light suffix stripper: enough that "forecasts", "forecasting" and "forecast" meet. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) {
      w = w.slice(0, -suffix.length);
      if (suffix === 'es' && !/(ch|sh|x|z|o)$/.test(w)) w = `${w}e`;
      if ((suffix === 'ing' || suffix === 'ed') && /(.)\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w;
}

/** `get_current_weather`, `getCurrentWeather`, `math.hypot`, `geo-distance` → lower-case words. */
export function splitIdentifier(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Lower-case words of prose, apostrophes kept inside words ("what's" → "what's"). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((w) => w.replace(/['’]s$/, '').replace(/’/g, "'"));
}

/** Stems of the words that carry meaning. */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && !/^\d/.test(w))
    .map(stem);
}
