import { describe, expect, it } from 'vitest';
import { askFromText, isDecline, Sandbox, type Answer, type AskMessage, type AskTool } from '../../src/plugin-api.js';
import { contextWith } from '../../src/solving/example-context.js';
import codeSpec from './index.js';

const sandbox = new Sandbox();
const ctx = contextWith({ sandbox });
const answer = (text: string) => codeSpec.answer(askFromText(text), ctx);

const SLUGIFY = 'Write a Python function slugify(text) in slug.py that lowercases the text, trims it and replaces runs of spaces with a single hyphen. Check with pytest';
const SLUG_CODE = [
  'import re',
  '',
  '',
  'def slugify(text: str) -> str:',
  '    """Lowercases the text, trims it and replaces runs of spaces with a single',
  '    hyphen.',
  '    """',
  '    return re.sub(r" +", "-", text.lower().strip())',
  '',
].join('\n');

async function answered(text: string): Promise<Answer> {
  const a = await answer(text);
  if (isDecline(a)) throw new Error(`declined: ${a.reason}`);
  return a;
}

async function declined(text: string, s = sandbox): Promise<string> {
  const a = await codeSpec.answer(askFromText(text), contextWith({ sandbox: s }));
  if (!isDecline(a)) throw new Error(`answered: ${a.content}`);
  return a.reason;
}

describe('code_spec from prose', () => {
  it('writes the issue\'s slugify, checked with pytest over generated edge cases', async () => {
    const a = await answered(SLUGIFY);
    expect(a).toMatchObject({ verified: true, checked: 'spec_checks', canonical: ['return re.sub(r" +", "-", text.lower().strip())', SLUG_CODE] });
    expect(a.content).toContain(SLUG_CODE.trimEnd());
    expect(a.content).toMatch(/Checked with `pytest` in the sandbox: 4 passed\./);
    expect(a.content).toContain("assert slugify('  Mixed   Case  ') == 'mixed-case'".replace(/'/g, '"'));
    expect(a.caveat).toBeUndefined();
  });

  it('runs the inline example and the checking command named (python3 -m unittest)', async () => {
    const a = await answered("Please write a python function slugify(text) in utils/slug.py which trims the text, lowercases it and replaces runs of whitespace with a single underscore, e.g. slugify('  Big  Cat ') == 'big_cat'. Run python3 -m unittest to check.");
    expect(a.canonical).toContain('return re.sub(r"\\s+", "_", text.strip().lower())');
    expect(a.content).toContain('utils/slug.py:');
    expect(a.content).toContain('slugify("  Big  Cat ") == "big_cat"'.replace(/"/g, "'"));
    expect(a.content).toMatch(/Checked with `python3 -m unittest` in the sandbox: \d+ passed/);
  });

  it('checks with make test by writing a Makefile that runs the tests', async () => {
    const a = await answered('Write a function shout(text) in shout.py that uppercases the text and trims it. Check with make test');
    expect(a.canonical).toContain('return text.upper().strip()');
    expect(a.content).toMatch(/Checked with `make test` in the sandbox/);
  });

  it('declines a behaviour the grammar cannot read, naming the clause', async () => {
    expect(await declined('Write a Python function greet(text) in greet.py that lowercases the text and translates it to French. Check with pytest')).toBe(
      'could not implement the behaviour "translates it to French" (no operation in the library reads it, and no examples were given to search with); nothing was written',
    );
  });

  it('never returns code that fails the caller\'s own test file', async () => {
    const reason = await declined(
      "Write a Python function slugify(text) in slug.py that lowercases the text and replaces runs of spaces with a single hyphen.\n```python\nfrom slug import slugify\n\ndef test_underscore():\n    assert slugify('A B').count('_') == 1\n```\nCheck with pytest",
    );
    expect(reason).toMatch(/^the program written for "lowercases the text and replaces runs of spaces with a single hyphen" did not pass its checks: exited 1 \(E\s+AssertionError: assert 0 == 1\); nothing was written$/);
  });
});

describe('code_spec from examples', () => {
  it('searches a composition that fits every assert and returns it with the asserts run', async () => {
    const a = await answered('Write a function to find the sum of the squares of a list of numbers.\nassert sum_squares([1, 2, 3]) == 14\nassert sum_squares([0]) == 0\nassert sum_squares([-2, 5]) == 29');
    expect(a.canonical).toEqual(['return sum([x * x for x in items])', 'def sum_squares(items: list[int]) -> int:\n    """Find the sum of the squares of a list of numbers."""\n    return sum([x * x for x in items])\n']);
    expect(a.caveat).toBe('no checking command was named: checked with pytest; no file was named: wrote sum_squares.py');
    expect(a.content).toContain('assert sum_squares([-2, 5]) == 29');
  });

  it('reads doctest examples under a signature and docstring', async () => {
    const a = await answered('def perimeter(side: int) -> int:\n    """Return the perimeter of a square whose side is given.\n    >>> perimeter(3)\n    12\n    >>> perimeter(10)\n    40\n    """\n');
    expect(a.canonical).toContain('return side * 4');
  });

  it('compares as sets when the asserts do', async () => {
    const a = await answered('Write a function to find the shared elements from the given two lists.\nassert set(similar_elements((3, 4, 5, 6),(5, 7, 4, 10))) == set((4, 5))\nassert set(similar_elements((1, 2, 3, 4),(5, 4, 3, 7))) == set((3, 4))\nassert set(similar_elements((11, 12, 14, 13),(17, 15, 14, 13))) == set((13, 14))');
    expect(a.canonical).toContain('return [x for x in dict.fromkeys(items) if x in others]');
  });

  it('declines when the description names no operation of the library', async () => {
    expect(await declined('Write a function frob(n) that frobnicates a number.\nassert frob(2) == 4\nassert frob(3) == 6')).toMatch(/the description names no operation of the library; nothing was written$/);
  });
});

describe('code_spec with properties stated in prose', () => {
  it('runs "the output is sorted" as a property test over the examples and edge inputs', async () => {
    const a = await answered('Write a function to get the unique values of a list in ascending order; the output is sorted.\nassert uniq_sorted([3, 1, 3, 2]) == [1, 2, 3]\nassert uniq_sorted([]) == []\nassert uniq_sorted([5, 5]) == [5]');
    expect(a.canonical?.[0]).toBe('return sorted(list(dict.fromkeys(items)))');
    expect(a.content).toContain('    def test_property_sorted(self) -> None:\n        # the stated property: sorted\n        for args in [([3, 1, 3, 2],), ([],), ([5, 5],), ([-3, 0, 5, 5],)]:\n            result = uniq_sorted(*args)\n            assert list(result) == sorted(result)');
  });

  it('runs "never negative" in JavaScript too', async () => {
    const a = await answered('Write a JS function gap(a, b) returning the absolute difference of two numbers; the result is never negative. gap(3, 5) === 2, gap(9, 4) === 5, gap(0, 0) === 0');
    expect(a.canonical?.[0]).toBe('return Math.abs(a - b);');
    expect(a.content).toContain("test('property non negative', () => {\n  for (const args of [[3, 5], [9, 4], [0, 0]]) {\n    const result = gap(...args);\n    assert.ok(result >= 0);\n  }\n});");
  });

  it('declines when the program the examples give breaks the stated property', async () => {
    expect(await declined('Write a function to subtract b from a; the result is never negative.\nassert diff(5, 3) == 2\nassert diff(1, 4) == -3\nassert diff(0, 0) == 0')).toBe(
      'the program found for "subtract b from a; the result is never negative" does not keep the stated property "non negative"; nothing was written',
    );
  });
});

describe('code_spec in JavaScript', () => {
  it('writes an ES module from prose and checks it with npm test (node:test) over generated edge cases', async () => {
    const a = await answered('Write a JavaScript function slugify(text) in slug.js that lowercases the text, trims it and replaces runs of spaces with a single hyphen. Check with npm test');
    expect(a).toMatchObject({ verified: true, checked: 'spec_checks' });
    expect(a.canonical).toEqual([
      "return text.toLowerCase().trim().replace(/ +/gu, '-');",
      "/**\n * Lowercases the text, trims it and replaces runs of spaces with a single\n * hyphen.\n * @param {string} text\n * @returns {string}\n */\nexport function slugify(text) {\n  return text.toLowerCase().trim().replace(/ +/gu, '-');\n}\n",
    ]);
    expect(a.content).toContain('```js');
    expect(a.content).toMatch(/Checked with `npm test` in the sandbox: 4 passed\./);
    expect(a.content).toContain("assert.deepStrictEqual(slugify('  Mixed   Case  '), 'mixed-case');");
  });

  it('searches from JavaScript examples (===, true/false) and renders evenness right for negative numbers', async () => {
    const a = await answered('hi, pls write a JS function isEven(n) that checks whether a number is even. isEven(4) === true, isEven(7) === false, isEven(-3) === false, isEven(0) === true');
    expect(a.canonical?.[0]).toBe('return n % 2 === 0;');
    expect(a.caveat).toBe('no checking command was named: checked with npm test; no file was named: wrote isEven.js');
    expect(a.content).toContain('assert.deepStrictEqual(isEven(-3), false);');
  });

  it('reads node assert lines and checks a list result', async () => {
    const a = await answered("Write a javascript function evensOnly(items) in lib/evens.js to keep the even numbers of a list.\nassert.deepStrictEqual(evensOnly([1, 2, 3, 4]), [2, 4]);\nassert.deepStrictEqual(evensOnly([]), []);\nassert.deepStrictEqual(evensOnly([5, 10]), [10]);\nCheck with npm test");
    expect(a.canonical?.[0]).toBe('return items.filter((x) => x % 2 === 0);');
    expect(a.content).toContain('lib/evens.js:');
  });

  it('declines a Python checking command for JavaScript', async () => {
    expect(await declined('Write a JavaScript function shout(text) in shout.js that uppercases the text. Check with pytest')).toBe('pytest checks another language than JavaScript; name npm test; nothing was written');
  });
});

describe('code_spec declines what it cannot check', () => {
  it('another language', async () => {
    expect(await declined('Write a Rust function add(a, b) in add.rs that adds two numbers. Check with cargo test')).toBe('writing Rust is not offered yet (only Python and JavaScript functions are written and checked); nothing was written');
  });

  it('no sandbox: nothing runs unisolated', async () => {
    expect(await declined(SLUGIFY, new Sandbox({ bwrap: '/nonexistent/bwrap' }))).toMatch(/^pytest cannot be run: the sandbox needs bubblewrap/);
  });

  it('nothing to check with', async () => {
    expect(await declined('Write a Python function slugify(text) that lowercases the text.')).toBe('no checking command was named and no examples were given, so the program could not be checked; nothing was written');
  });
});

describe('code_spec as a coding agent', () => {
  const tools: AskTool[] = [
    { name: 'write_file', parameters: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } },
    { name: 'bash', parameters: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } },
  ];

  it('proposes writing the module, then the tests, then running the command, and finishes with a summary', async () => {
    const messages: AskMessage[] = [{ role: 'user', parts: [{ type: 'text', text: SLUGIFY }] }];
    const proposed: string[] = [];
    for (let turn = 0; turn < 3; turn++) {
      const a = await codeSpec.answer(askFromText('', { messages: [...messages], tools }), ctx);
      if (isDecline(a)) throw new Error(a.reason);
      expect(a).toMatchObject({ content: null, verified: true, checked: 'spec_checks' });
      const call = a.calls![0];
      proposed.push(`${call.name}:${String(call.args.path ?? call.args.command)}:${call.commit}`);
      const id = `call_${turn}`;
      messages.push({ role: 'assistant', parts: [], toolCalls: [{ id, name: call.name, args: call.args }] });
      messages.push({ role: 'tool', toolCallId: id, parts: [{ type: 'text', text: call.name === 'bash' ? '....\n4 passed in 0.02s' : 'ok' }] });
    }
    expect(proposed).toEqual(['write_file:slug.py:true', 'write_file:test_slug.py:true', 'bash:python3 -m pytest -q:false']);
    const done = await codeSpec.answer(askFromText('', { messages, tools }), ctx);
    if (isDecline(done)) throw new Error(done.reason);
    expect(done).toMatchObject({ verified: true, checked: 'spec_checks' });
    expect(done.calls).toBeUndefined();
    expect(done.content).toMatch(/^Done: wrote slug\.py, test_slug\.py; `pytest` passed in the sandbox \(4 passed\) and in your workspace:\n/);
  });

  it('reports a failing run in the caller\'s workspace as not done', async () => {
    const messages: AskMessage[] = [{ role: 'user', parts: [{ type: 'text', text: SLUGIFY }] }];
    for (let turn = 0; turn < 3; turn++) {
      const a = await codeSpec.answer(askFromText('', { messages: [...messages], tools }), ctx);
      if (isDecline(a)) throw new Error(a.reason);
      const call = a.calls![0];
      messages.push({ role: 'assistant', parts: [], toolCalls: [{ id: `c${turn}`, name: call.name, args: call.args }] });
      messages.push({ role: 'tool', toolCallId: `c${turn}`, parts: [{ type: 'text', text: call.name === 'bash' ? 'FAILED test_slug.py::TestSlugify::test_edge_1\n1 failed, 3 passed' : 'ok' }] });
    }
    const done = await codeSpec.answer(askFromText('', { messages, tools }), ctx);
    if (isDecline(done)) throw new Error(done.reason);
    expect(done.verified).toBe(false);
    expect(done.content).toMatch(/^Stopped: /);
  });
});
