import {
  type LaunchAnswer,
  type LaunchEmbed,
  type LaunchInfo,
  type LaunchLink,
  type LaunchLinkSaveBody,
  type LaunchParamsBody,
  type PublishState,
  publishingApi,
  type SurveySaved,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Publishing: spec doc 2 §7 project/launch, project/status, surveys/launch/info, launch tab calls. */

/**
 * Publishes (diagnosis first). A0215 and A5505 are silent in the catalogue: the publish button
 * shows their confirms; A0217 keeps its global toast.
 */
export function launchProject(code: string): Promise<LaunchAnswer> {
  return api.call(publishingApi.launch, { projectCode: code });
}

export function setProjectStatus(code: string, status: 1 | 2): Promise<PublishState> {
  return api.call(publishingApi.status, { code, status });
}

export function fetchLaunchInfo(code: string): Promise<LaunchInfo> {
  return api.call(publishingApi.info, { code });
}

export function fetchLaunchLinks(code: string): Promise<LaunchLink[]> {
  return api.call(publishingApi.links, { code });
}

/** A0209 (source taken) and A0400 are shown on the form. */
export function saveLaunchLink(body: LaunchLinkSaveBody): Promise<LaunchLink> {
  return api.call(publishingApi.saveLink, body, { handles: ['A0209', 'A0400'] });
}

export function removeLaunchLink(code: string, id: number): Promise<null> {
  return api.call(publishingApi.removeLink, { code, id });
}

/** A0204 / A0205 / A0400 are shown beside the parameter list. */
export function saveReceiveParams(body: LaunchParamsBody): Promise<SurveySaved> {
  return api.call(publishingApi.saveParams, body, { handles: ['A0204', 'A0205', 'A0400'] });
}

/** The sites that may frame the public page (empty: any); A0400 is shown beside the list. */
export function saveEmbedDomains(code: string, domains: string[]): Promise<LaunchEmbed> {
  return api.call(publishingApi.saveEmbed, { code, domains }, { handles: ['A0400'] });
}
