/** The door to the download options (src/options/<id>/): the registry and what the house reads of it. */
export { downloadOption, downloadOptions, registerOption } from './registry.js';
export type {
  AudioStage,
  DownloadOption,
  MeasuringPass,
  OptionRequest,
  OptionToggle,
  OptionValues,
} from './types.js';
export {
  audioStages,
  flipToggle,
  optionParams,
  optionProblem,
  optionsMakeMp3,
  optionsStopPassThrough,
  optionValuesOf,
  optionValuesSchema,
  toggledSchema,
  toggledValues,
} from './values.js';
