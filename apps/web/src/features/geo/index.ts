/** What other features may use from geo: the area chooser and how an area is named on screen. */
export { areaName, areaPath } from './area-name';
export { GeoAreaSelect } from './components/geo-area-select';
