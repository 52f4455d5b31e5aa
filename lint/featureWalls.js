import path from 'node:path';

/** The feature folder (web/src/features/<name>/) a path lies in, or undefined. */
const featureOf = (file) => /(?:^|\/)web\/src\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];

/**
 * An ESLint rule: a web feature never imports another feature (bulletproof-react's unidirectional codebase), so each
 * feature can change, move or go without touching the others. What two features share goes below them
 * (components/, lib/, relay/, offline/, questionKinds/, …); only the app shell (src/app/) puts features together.
 */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one web feature (web/src/features/<a>) into another (web/src/features/<b>).' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': a feature never imports another feature. Move what both need below the features (components/, lib/, relay/, offline/, questionKinds/) or compose them in app/.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(`${path.resolve(path.dirname(context.filename), source.value)}/`);
      if (to && to !== from) context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const featureWalls = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
