import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => location.hash;

/**
 * The URL's hash ('#100233' or ''), kept current through wouter's history events and `hashchange`:
 * wouter's own location leaves the hash out.
 */
export function useLocationHash(): string {
  return useLocationProperty(currentHash, () => '');
}
