/** Types of manifest.mjs for the test that checks custom-elements.json is current. */
export interface ManifestDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: Array<{ name: string; type: { text: string }; description: string; fieldName: string }>;
  events: Array<{ name: string; type: { text: string }; description: string }>;
  slots: Array<{ name: string; description: string }>;
  cssParts: Array<{ name: string; description: string }>;
  cssProperties: Array<{ name: string; description: string }>;
}
export interface Manifest {
  schemaVersion: string;
  modules: Array<{ kind: 'javascript-module'; path: string; declarations: ManifestDeclaration[] }>;
}
export function buildManifest(): Manifest;
export function manifestText(): string;
