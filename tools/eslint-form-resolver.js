const hasResolver = (options) =>
  options?.type === 'ObjectExpression' &&
  options.properties.some(
    (p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === 'resolver',
  );

/**
 * Every react-hook-form `useForm` names its `resolver` in the options it is called with, so a form checks
 * its fields by the zod contract the server checks the body with (decision 014: one contract, used as route
 * schema, form resolver and type), not by what its fields happen to enforce.
 */
export const formResolverRule = {
  meta: {
    type: 'problem',
    docs: { description: 'useForm has a resolver' },
    messages: {
      missing:
        'useForm needs a resolver: pass `resolver: zodResolver(<the contract from src/shared>)` in its options',
    },
    schema: [],
  },
  create(context) {
    const useFormNames = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-hook-form') return;
        for (const s of node.specifiers)
          if (s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'useForm')
            useFormNames.add(s.local.name);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !useFormNames.has(node.callee.name)) return;
        if (!hasResolver(node.arguments[0])) context.report({ node, messageId: 'missing' });
      },
    };
  },
};
