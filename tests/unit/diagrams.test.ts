import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import remarkStaticMermaidModule from '../../plugins/remark-static-mermaid';
import {describeSvg, diagramKey, diagramsDir, minReadableWidth, type DiagramMeta} from '../../plugins/remark-static-mermaid/diagrams';
import {extractCodeBlocks, markdownFiles} from '../../scripts/lib/content-checks';
import {unwrapDefault} from './routes';

const remarkStaticMermaid = unwrapDefault(remarkStaticMermaidModule);

test('every Mermaid diagram in docs/ is pre-rendered for both colour modes (run `npm run diagrams`)', () => {
  for (const file of markdownFiles('docs')) {
    for (const block of extractCodeBlocks(readFileSync(file, 'utf8')).filter((b) => b.lang === 'mermaid')) {
      const key = diagramKey(block.code);
      for (const name of [`${key}.json`, `${key}-light.svg`, `${key}-dark.svg`]) {
        assert.ok(existsSync(join(diagramsDir, name)), `${file}:${block.line}: diagram not rendered (${name}); run npm run diagrams`);
      }
    }
  }
});

test('a rendered diagram replaces its code block with a light and a dark image', () => {
  const tree = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: ''}, {type: 'code', lang: 'mermaid', value: 'graph TD\n  never --> rendered'}]};
  const existingKey = readdirSync(diagramsDir).find((name) => name.endsWith('.json'))!.replace('.json', '');
  // The first block carries the source of a diagram that has been rendered.
  const known = markdownFiles('docs')
    .flatMap((file) => extractCodeBlocks(readFileSync(file, 'utf8')))
    .find((block) => block.lang === 'mermaid' && diagramKey(block.code) === existingKey)!;
  tree.children[0]!.value = known.code;
  remarkStaticMermaid({siteDir: process.cwd()})(tree as never);
  const [figure, untouched] = tree.children as unknown as {type: string; name?: string; children?: {attributes: {name: string; value: string}[]}[]}[];
  assert.equal(figure!.name, 'figure');
  const sources = figure!.children!.map((image) => image.attributes.find((a) => a.name === 'src')!.value);
  assert.deepEqual(sources, [`/diagrams/${existingKey}-light.svg`, `/diagrams/${existingKey}-dark.svg`]);
  for (const image of figure!.children!) {
    const names = image.attributes.map((a) => a.name);
    for (const required of ['alt', 'width', 'height', 'loading']) assert.ok(names.includes(required), `image lacks ${required}`);
  }
  assert.equal(untouched!.type, 'code', 'a block without rendered pictures stays for client-side Mermaid');
});

test('the text alternative prefers accTitle/accDescr, else the diagram labels', () => {
  const svg = '<svg viewBox="0 0 320.5 100"><text>Coldkey</text><text>Hotkey</text><text>Coldkey</text></svg>';
  assert.deepEqual(describeSvg(svg, 'graph LR'), {width: 321, height: 100, alt: 'Diagram: Coldkey, Hotkey'});
  assert.equal(describeSvg(svg, 'graph LR\n accTitle: Keys\n accDescr: Who owns what').alt, 'Keys. Who owns what');
});

test('every rendered diagram records its smallest text size (run `npm run diagrams`)', () => {
  for (const name of readdirSync(diagramsDir).filter((entry) => entry.endsWith('.json'))) {
    const meta = JSON.parse(readFileSync(join(diagramsDir, name), 'utf8')) as {fontSize?: number};
    assert.ok(typeof meta.fontSize === 'number' && meta.fontSize > 0, `${name}: no fontSize; run npm run diagrams`);
  }
});

test('a diagram is never drawn narrower than its text allows: 12 px text, and a wide one is a focusable, named region', () => {
  assert.equal(minReadableWidth({width: 1600, height: 400, alt: '', fontSize: 16}), 1200);
  assert.equal(minReadableWidth({width: 300, height: 400, alt: '', fontSize: 10}), 360);
  const wide = markdownFiles('docs')
    .flatMap((file) => extractCodeBlocks(readFileSync(file, 'utf8')))
    .filter((block) => block.lang === 'mermaid')
    .map((block) => ({code: block.code, meta: JSON.parse(readFileSync(join(diagramsDir, `${diagramKey(block.code)}.json`), 'utf8')) as DiagramMeta}))
    .sort((a, b) => b.meta.width - a.meta.width)[0]!;
  const tree = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: wide.code}]};
  remarkStaticMermaid({siteDir: process.cwd()})(tree as never);
  const figure = tree.children[0] as unknown as {attributes: {name: string; value: unknown}[]; children: {attributes: {name: string; value: unknown}[]}[]};
  const figureAttribute = (name: string) => figure.attributes.find((a) => a.name === name)?.value;
  assert.equal(figureAttribute('tabIndex'), '0');
  assert.equal(figureAttribute('role'), 'region');
  assert.ok(String(figureAttribute('aria-label')).length > 0);
  for (const image of figure.children) {
    const style = image.attributes.find((a) => a.name === 'style')?.value as {value: string} | undefined;
    assert.equal(style?.value, `{minWidth: '${minReadableWidth(wide.meta)}px'}`);
  }
});
