import AcUnitIcon from '@mui/icons-material/AcUnit';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterDramaIcon from '@mui/icons-material/FilterDrama';
import FoggyIcon from '@mui/icons-material/Foggy';
import GrainIcon from '@mui/icons-material/Grain';
import NightsStayIcon from '@mui/icons-material/NightsStay';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { WeatherCondition } from '@town/shared/weather';

const ICONS: Record<WeatherCondition, ComponentType<SvgIconProps>> = {
  clear: WbSunnyIcon,
  'partly-cloudy': FilterDramaIcon,
  cloudy: CloudIcon,
  fog: FoggyIcon,
  drizzle: GrainIcon,
  rain: WaterDropIcon,
  showers: UmbrellaIcon,
  snow: AcUnitIcon,
  thunderstorm: ThunderstormIcon,
};

const COLOURS: Record<WeatherCondition, SvgIconProps['color']> = {
  clear: 'warning',
  'partly-cloudy': 'warning',
  cloudy: 'action',
  fog: 'action',
  drizzle: 'info',
  rain: 'info',
  showers: 'info',
  snow: 'info',
  thunderstorm: 'secondary',
};

/** A condition's icon; decorative, since its words are always written next to it. */
export function WeatherIcon({
  condition,
  isDay = true,
  ...props
}: { condition: WeatherCondition; isDay?: boolean } & SvgIconProps) {
  const night = condition === 'clear' && !isDay;
  const Icon = night ? NightsStayIcon : ICONS[condition];
  return <Icon aria-hidden color={night ? 'primary' : COLOURS[condition]} {...props} />;
}
