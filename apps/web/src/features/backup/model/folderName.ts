import { folderNamePlatformOfNodeClass, type FolderNamePlatform } from '@outpost/contracts';

/**
 * Which folder-name rules apply on the destination device. The rules themselves are
 * `folderNameProblem` in contracts: the server and the agent check names with the same function.
 */
export type NamePlatform = FolderNamePlatform;

/** The platform of a node class. */
export const platformOf = (nodeClass: string | null | undefined): NamePlatform => folderNamePlatformOfNodeClass(nodeClass);

/** The root a device's folder tree starts at (spec 000 §9: Windows "C:/"). */
export const rootPathOf = (platform: NamePlatform) => (platform === 'WINDOWS' ? 'C:/' : '/');

/** Joins a folder path and a child name with forward slashes. */
export const joinPath = (parent: string, name: string) => (parent.endsWith('/') ? `${parent}${name}` : `${parent}/${name}`);
