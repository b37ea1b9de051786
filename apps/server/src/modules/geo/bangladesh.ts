/**
 * Bangladesh's 8 divisions and 64 districts with their BBS geo-codes: a division has two digits,
 * a district the division's two followed by its own two (Dhaka district in Dhaka division is 3026).
 * Lower levels continue the same pattern (upazila six digits), so an import can extend the tree.
 */
export interface SeedArea {
  code: string;
  name_en: string;
  name_bn: string;
}

export interface SeedDivision extends SeedArea {
  districts: readonly SeedArea[];
}

export const BANGLADESH_DIVISIONS: readonly SeedDivision[] = [
  {
    code: '10',
    name_en: 'Barishal',
    name_bn: 'বরিশাল',
    districts: [
      { code: '1004', name_en: 'Barguna', name_bn: 'বরগুনা' },
      { code: '1006', name_en: 'Barishal', name_bn: 'বরিশাল' },
      { code: '1009', name_en: 'Bhola', name_bn: 'ভোলা' },
      { code: '1042', name_en: 'Jhalokati', name_bn: 'ঝালকাঠি' },
      { code: '1078', name_en: 'Patuakhali', name_bn: 'পটুয়াখালী' },
      { code: '1079', name_en: 'Pirojpur', name_bn: 'পিরোজপুর' },
    ],
  },
  {
    code: '20',
    name_en: 'Chattogram',
    name_bn: 'চট্টগ্রাম',
    districts: [
      { code: '2003', name_en: 'Bandarban', name_bn: 'বান্দরবান' },
      { code: '2012', name_en: 'Brahmanbaria', name_bn: 'ব্রাহ্মণবাড়িয়া' },
      { code: '2013', name_en: 'Chandpur', name_bn: 'চাঁদপুর' },
      { code: '2015', name_en: 'Chattogram', name_bn: 'চট্টগ্রাম' },
      { code: '2019', name_en: 'Cumilla', name_bn: 'কুমিল্লা' },
      { code: '2022', name_en: "Cox's Bazar", name_bn: 'কক্সবাজার' },
      { code: '2030', name_en: 'Feni', name_bn: 'ফেনী' },
      { code: '2046', name_en: 'Khagrachhari', name_bn: 'খাগড়াছড়ি' },
      { code: '2051', name_en: 'Lakshmipur', name_bn: 'লক্ষ্মীপুর' },
      { code: '2075', name_en: 'Noakhali', name_bn: 'নোয়াখালী' },
      { code: '2084', name_en: 'Rangamati', name_bn: 'রাঙ্গামাটি' },
    ],
  },
  {
    code: '30',
    name_en: 'Dhaka',
    name_bn: 'ঢাকা',
    districts: [
      { code: '3026', name_en: 'Dhaka', name_bn: 'ঢাকা' },
      { code: '3029', name_en: 'Faridpur', name_bn: 'ফরিদপুর' },
      { code: '3033', name_en: 'Gazipur', name_bn: 'গাজীপুর' },
      { code: '3035', name_en: 'Gopalganj', name_bn: 'গোপালগঞ্জ' },
      { code: '3048', name_en: 'Kishoreganj', name_bn: 'কিশোরগঞ্জ' },
      { code: '3054', name_en: 'Madaripur', name_bn: 'মাদারীপুর' },
      { code: '3056', name_en: 'Manikganj', name_bn: 'মানিকগঞ্জ' },
      { code: '3059', name_en: 'Munshiganj', name_bn: 'মুন্সীগঞ্জ' },
      { code: '3067', name_en: 'Narayanganj', name_bn: 'নারায়ণগঞ্জ' },
      { code: '3068', name_en: 'Narsingdi', name_bn: 'নরসিংদী' },
      { code: '3082', name_en: 'Rajbari', name_bn: 'রাজবাড়ী' },
      { code: '3086', name_en: 'Shariatpur', name_bn: 'শরীয়তপুর' },
      { code: '3093', name_en: 'Tangail', name_bn: 'টাঙ্গাইল' },
    ],
  },
  {
    code: '40',
    name_en: 'Khulna',
    name_bn: 'খুলনা',
    districts: [
      { code: '4001', name_en: 'Bagerhat', name_bn: 'বাগেরহাট' },
      { code: '4018', name_en: 'Chuadanga', name_bn: 'চুয়াডাঙ্গা' },
      { code: '4041', name_en: 'Jashore', name_bn: 'যশোর' },
      { code: '4044', name_en: 'Jhenaidah', name_bn: 'ঝিনাইদহ' },
      { code: '4047', name_en: 'Khulna', name_bn: 'খুলনা' },
      { code: '4050', name_en: 'Kushtia', name_bn: 'কুষ্টিয়া' },
      { code: '4055', name_en: 'Magura', name_bn: 'মাগুরা' },
      { code: '4057', name_en: 'Meherpur', name_bn: 'মেহেরপুর' },
      { code: '4065', name_en: 'Narail', name_bn: 'নড়াইল' },
      { code: '4087', name_en: 'Satkhira', name_bn: 'সাতক্ষীরা' },
    ],
  },
  {
    code: '45',
    name_en: 'Mymensingh',
    name_bn: 'ময়মনসিংহ',
    districts: [
      { code: '4539', name_en: 'Jamalpur', name_bn: 'জামালপুর' },
      { code: '4561', name_en: 'Mymensingh', name_bn: 'ময়মনসিংহ' },
      { code: '4572', name_en: 'Netrokona', name_bn: 'নেত্রকোণা' },
      { code: '4589', name_en: 'Sherpur', name_bn: 'শেরপুর' },
    ],
  },
  {
    code: '50',
    name_en: 'Rajshahi',
    name_bn: 'রাজশাহী',
    districts: [
      { code: '5010', name_en: 'Bogura', name_bn: 'বগুড়া' },
      { code: '5038', name_en: 'Joypurhat', name_bn: 'জয়পুরহাট' },
      { code: '5064', name_en: 'Naogaon', name_bn: 'নওগাঁ' },
      { code: '5069', name_en: 'Natore', name_bn: 'নাটোর' },
      { code: '5070', name_en: 'Chapai Nawabganj', name_bn: 'চাঁপাইনবাবগঞ্জ' },
      { code: '5076', name_en: 'Pabna', name_bn: 'পাবনা' },
      { code: '5081', name_en: 'Rajshahi', name_bn: 'রাজশাহী' },
      { code: '5088', name_en: 'Sirajganj', name_bn: 'সিরাজগঞ্জ' },
    ],
  },
  {
    code: '55',
    name_en: 'Rangpur',
    name_bn: 'রংপুর',
    districts: [
      { code: '5527', name_en: 'Dinajpur', name_bn: 'দিনাজপুর' },
      { code: '5532', name_en: 'Gaibandha', name_bn: 'গাইবান্ধা' },
      { code: '5549', name_en: 'Kurigram', name_bn: 'কুড়িগ্রাম' },
      { code: '5552', name_en: 'Lalmonirhat', name_bn: 'লালমনিরহাট' },
      { code: '5573', name_en: 'Nilphamari', name_bn: 'নীলফামারী' },
      { code: '5577', name_en: 'Panchagarh', name_bn: 'পঞ্চগড়' },
      { code: '5585', name_en: 'Rangpur', name_bn: 'রংপুর' },
      { code: '5594', name_en: 'Thakurgaon', name_bn: 'ঠাকুরগাঁও' },
    ],
  },
  {
    code: '60',
    name_en: 'Sylhet',
    name_bn: 'সিলেট',
    districts: [
      { code: '6036', name_en: 'Habiganj', name_bn: 'হবিগঞ্জ' },
      { code: '6058', name_en: 'Moulvibazar', name_bn: 'মৌলভীবাজার' },
      { code: '6090', name_en: 'Sunamganj', name_bn: 'সুনামগঞ্জ' },
      { code: '6091', name_en: 'Sylhet', name_bn: 'সিলেট' },
    ],
  },
];
