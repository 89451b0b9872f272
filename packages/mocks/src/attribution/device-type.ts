// The 17th value WooCommerce records: `device_type`, derived on the server from the posted user
// agent (OrderAttributionMeta::get_device_type, MobileDetect: Mobile when isMobile(), Tablet when
// isTablet(), else Desktop). MobileDetect's isMobile() is true for tablets too, so Tablet never
// wins; the fake keeps only the user-agent words MobileDetect's common rules match.

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|BlackBerry|BB10|IEMobile|Opera Mini|Windows Phone|Kindle|Silk|webOS|Tablet/i;

export type DeviceType = 'Mobile' | 'Tablet' | 'Desktop';

export function deviceTypeOf(userAgent: string): DeviceType {
  return MOBILE_USER_AGENT.test(userAgent) ? 'Mobile' : 'Desktop';
}
