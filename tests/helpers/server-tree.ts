import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Server components render to a tree that may hold further async server components. React DOM on
 * the client cannot render those, so they are called and awaited here first. Functions that use
 * hooks (client components) throw when called outside React and are left for React to render.
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerTree));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function') {
    try {
      const output = (element.type as (p: unknown) => ReactNode | Promise<ReactNode>)(element.props);
      return resolveServerTree(await output);
    } catch (error) {
      if (!/hook|context|reading 'use|Invalid/i.test(String(error))) throw error;
    }
  }
  if (element.props.children === undefined) return element;
  const children = element.props.children;
  const resolved = await resolveServerTree(children);
  // Static siblings are passed as separate arguments, as JSX does, so React does not ask for keys.
  return Array.isArray(children)
    ? cloneElement(element, undefined, ...(resolved as ReactNode[]))
    : cloneElement(element, undefined, resolved);
}
