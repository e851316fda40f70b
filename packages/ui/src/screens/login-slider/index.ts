export { LoginSlider, type LoginSliderProps } from './login-slider.tsx';
