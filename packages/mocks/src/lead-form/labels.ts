// Thai texts Lead Form Builder prints on this shop, besides each form's own title and fields.
export const LEAD_LABELS = {
  submit: 'ส่งข้อมูล',
  defaultTitle: 'ติดต่อเรา',
  defaultSuccess: 'ขอบคุณค่ะ เราได้รับข้อมูลของคุณแล้ว',
} as const;
