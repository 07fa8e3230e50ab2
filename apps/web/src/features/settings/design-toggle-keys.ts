/** The design tab's extra-menu toggles (survey settings): surveys get the first three, interviews all five. */
export type DesignToggle = 'onePerPage' | 'showOptionCodes' | 'titleLabel' | 'showNumbers' | 'autoNext';

export function designToggleKeys(projectType: 0 | 1): DesignToggle[] {
  return projectType === 1
    ? ['onePerPage', 'showOptionCodes', 'titleLabel', 'showNumbers', 'autoNext']
    : ['onePerPage', 'showOptionCodes', 'titleLabel'];
}
