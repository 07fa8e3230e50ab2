import type { PublishState } from '@cairn/contract';
import { millis, millisOrNull, type SurveyRow } from '../projects/survey-repo.ts';

/** A survey row's publishing state as every publishing call answers it. */
export function publishStateOf(survey: SurveyRow, publishedVersion: number | null): PublishState {
  return {
    status: survey.status as PublishState['status'],
    relaunch: survey.relaunch,
    launchTime: millisOrNull(survey.launchTime),
    saveTime: millis(survey.saveTime),
    publishedVersion,
  };
}
