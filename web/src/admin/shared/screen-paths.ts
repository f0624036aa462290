// A list screen's paths: its list, its add page and an item. The staff and roles screens each live behind two
// urls (/nhanvien and /users, /vaitro and /roles) and link within the one they were opened from.
export interface ScreenPaths {
  list: string;
  add: string;
  item: (id: string) => string;
}
