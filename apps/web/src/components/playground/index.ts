export { ComponentsPlayground } from './ComponentsPlayground.tsx';
