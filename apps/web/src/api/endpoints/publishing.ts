import {
  type LaunchAnswer,
  type LaunchInfo,
  type LaunchLink,
  type LaunchLinkSaveBody,
  type LaunchParamsBody,
  type PublishState,
  type SurveySaved,
  ZLaunchAnswer,
  ZLaunchInfo,
  ZLaunchLink,
  ZPublishState,
  ZSurveySaved,
} from '@cairn/contract';
import { api } from '../client.ts';
import { nullData, type Parser } from '../parser.ts';

/** Publishing: spec doc 2 §7 project/launch, project/status, surveys/launch/info, launch tab calls. */
const V1 = '/designer/v1';

/**
 * Publishes (diagnosis first). A0215 and A5505 are silent in the catalogue: the publish button
 * shows their confirms; A0217 keeps its global toast.
 */
export function launchProject(code: string): Promise<LaunchAnswer> {
  return api.request({
    method: 'POST',
    path: `${V1}/project/launch`,
    body: { projectCode: code },
    parse: ZLaunchAnswer,
  });
}

export function setProjectStatus(code: string, status: 1 | 2): Promise<PublishState> {
  return api.request({
    method: 'POST',
    path: `${V1}/project/status`,
    body: { code, status },
    parse: ZPublishState,
  });
}

export function fetchLaunchInfo(code: string): Promise<LaunchInfo> {
  return api.request({
    method: 'GET',
    path: `${V1}/surveys/launch/info/${encodeURIComponent(code)}`,
    parse: ZLaunchInfo,
  });
}

const linkList: Parser<LaunchLink[]> = { parse: (data) => ZLaunchLink.array().parse(data) };

export function fetchLaunchLinks(code: string): Promise<LaunchLink[]> {
  return api.request({ method: 'GET', path: `${V1}/launch/links`, query: { code }, parse: linkList });
}

/** A0209 (source taken) and A0400 are shown on the form. */
export function saveLaunchLink(body: LaunchLinkSaveBody): Promise<LaunchLink> {
  return api.request({
    method: 'POST',
    path: `${V1}/launch/links/save`,
    body,
    parse: ZLaunchLink,
    handles: ['A0209', 'A0400'],
  });
}

export function removeLaunchLink(code: string, id: number): Promise<null> {
  return api.request({
    method: 'POST',
    path: `${V1}/launch/links/remove`,
    body: { code, id },
    parse: nullData,
  });
}

/** A0204 / A0205 / A0400 are shown beside the parameter list. */
export function saveReceiveParams(body: LaunchParamsBody): Promise<SurveySaved> {
  return api.request({
    method: 'POST',
    path: `${V1}/launch/params`,
    body,
    parse: ZSurveySaved,
    handles: ['A0204', 'A0205', 'A0400'],
  });
}
