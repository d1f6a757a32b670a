// The ids the site knows another docs instance's docs and sidebars by
// (config `docsInstances`): prefixed with the instance's id, so that its
// `intro` and its `docs` sidebar are never the main docs' ones.
const INSTANCE_PREFIX = '__docs/';

/** A doc of an instance, by the id the site knows it by. */
export function instanceDocId(instance: string, id: string): string {
  return `${INSTANCE_PREFIX}${instance}/${id}`;
}

/** An instance's sidebar, by the id the site knows it by. */
export function instanceSidebarId(instance: string, sidebarId: string): string {
  return `${INSTANCE_PREFIX}${instance}/${sidebarId}`;
}

/** The instance and its own sidebar id of a site's sidebar id; undefined for the main docs' sidebars. */
export function instanceOfSidebar(siteSidebarId: string): { instance: string; sidebarId: string } | undefined {
  if (!siteSidebarId.startsWith(INSTANCE_PREFIX)) return undefined;
  const rest = siteSidebarId.slice(INSTANCE_PREFIX.length);
  const slash = rest.indexOf('/');
  return slash < 1 ? undefined : { instance: rest.slice(0, slash), sidebarId: rest.slice(slash + 1) };
}

/** A key of an instance's translation file, as the locale's messages hold it: beside the main docs' keys, never one of them. */
export function instanceMessageKey(instance: string, key: string): string {
  return `${INSTANCE_PREFIX}${instance}/${key}`;
}
