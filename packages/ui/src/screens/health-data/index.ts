export type { AddMeasurementFormProps } from './add-measurement-form.tsx';
export {
  HealthDataScreen,
  type HealthDataScreenProps,
  type HealthDataScreenState,
  type WeightMeasurementView,
} from './health-data-screen.tsx';
export { MEASUREMENTS_SHOWN_FIRST } from './measurement-list.tsx';
export { weightChartLabel } from './weight-chart.tsx';
