// ESLint rule: a file under apps/web/src/features/<name>/ imports only shared code and files of its own feature.
// Both spellings are resolved, '@/features/<other>/…' and relative paths that climb into another feature's folder,
// so the rule holds for every feature folder, including ones added later, without a list to keep.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** '@/…' is apps/web/src (tsconfig `paths` and vite's alias). */
const ALIAS = '@/';
const src = fileURLToPath(new URL('../apps/web/src', import.meta.url));
const features = path.join(src, 'features');

/** The feature folder a file is in, or undefined outside apps/web/src/features. */
function featureOf(file) {
  const relative = path.relative(features, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A web feature imports only shared code and its own files, never another feature's" },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}': move what both use to @/components or @/lib, or let the route compose them.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};

    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith(ALIAS)) target = path.join(src, specifier.slice(ALIAS.length));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const to = featureOf(target);
      if (to && to !== own) context.report({ node: source, messageId: 'crossFeature', data: { from: own, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
