// Sample records loaded into a fresh database so the site and dashboard have something to show.
// All people and places here are fictional.

export const sampleCommitteeMembers = [
  { sno: 1, designation: "President", name: "Dr. R. Narayana Rao", address: "12 Temple Street, Sample Nagar" },
  { sno: 2, designation: "Vice President", name: "Smt. K. Lakshmi Devi", address: "4-2 Lake View Colony, Sample Nagar" },
  { sno: 3, designation: "Secretary", name: "Sri P. Venkatesh", address: "88 Station Road, Sample Nagar" },
  { sno: 4, designation: "Joint Secretary", name: "Sri M. Srinivas", address: "17 Gandhi Road, Sample Puram" },
  { sno: 5, designation: "Treasurer", name: "Sri A. Ramakrishna", address: "3 Market Lane, Sample Nagar" },
  { sno: 6, designation: "Member", name: "Smt. S. Anuradha", address: "21 Nehru Street, Sample Puram" },
  { sno: 7, designation: "Member", name: "Dr. V. Suresh Kumar", address: "9 Hospital Road, Sample Nagar" },
  { sno: 8, designation: "Member", name: "Sri G. Prasad", address: "55 Canal Road, Sample Pet" },
  { sno: 9, designation: "Member", name: "Smt. B. Padmavathi", address: "6 School Lane, Sample Pet" },
  { sno: 10, designation: "Member", name: "Sri T. Harish", address: "14 Park Street, Sample Nagar" },
  { sno: 11, designation: "Member", name: "Sri N. Chandrasekhar", address: "30 Hill Road, Sample Puram" },
  { sno: 12, designation: "Correspondent", name: "Sri D. Raghavendra", address: "Campus Residence, Sample Nagar" },
];

export const sampleStudents = [
  { stdadmid: "ADM2024001", stdaadhar: "123412341234", stdname: "Aarav Sharma", studentclass: "8", section: "A", contactnum: "9000000101", emailid: "aarav.parent@example.org", address: "1 Rose Street, Sample Nagar", gender: "male" as const, admissionyear: "2024" },
  { stdadmid: "ADM2024002", stdaadhar: "223422342234", stdname: "Diya Reddy", studentclass: "6", section: "B", contactnum: "9000000102", emailid: "diya.parent@example.org", address: "2 Lotus Lane, Sample Puram", gender: "female" as const, admissionyear: "2024" },
  { stdadmid: "ADM2023015", stdaadhar: "323432343234", stdname: "Kabir Naidu", studentclass: "9", section: "A", contactnum: "9000000103", emailid: "kabir.parent@example.org", address: "3 Jasmine Road, Sample Pet", gender: "male" as const, admissionyear: "2023" },
  { stdadmid: "ADM2022031", stdaadhar: "423442344234", stdname: "Meera Iyer", studentclass: "10", section: "C", contactnum: "9000000104", emailid: "meera.parent@example.org", address: "4 Tulsi Street, Sample Nagar", gender: "female" as const, admissionyear: "2022" },
];

export const sampleFaculty = [
  { facultyadmid: "FAC001", facultyaadhar: "523452345234", facultyname: "Smt. Kavitha Rao", subject: "Mathematics", qualification: "M.Sc., B.Ed.", experience: "12 years", contactnum: "9000000201", emailid: "kavitha.rao@example.org", address: "Staff Quarters 1, Campus", gender: "female" as const },
  { facultyadmid: "FAC002", facultyaadhar: "623462346234", facultyname: "Sri Anil Kumar", subject: "Physics", qualification: "M.Sc., B.Ed.", experience: "8 years", contactnum: "9000000202", emailid: "anil.kumar@example.org", address: "Staff Quarters 2, Campus", gender: "male" as const },
  { facultyadmid: "FAC003", facultyaadhar: "723472347234", facultyname: "Smt. Sarada Devi", subject: "Sanskrit", qualification: "M.A., B.Ed.", experience: "15 years", contactnum: "9000000203", emailid: "sarada.devi@example.org", address: "5 Temple Street, Sample Nagar", gender: "female" as const },
];

export const sampleAlumni = [
  { registerid: "ALU2010001", name: "Capt. Vikram Singh", gender: "male" as const, studentorteacher: "student" as const, admissionyear: "2003", passoutyear: "2010", branch: "SSC", contactnum: "9000000301", typeofemployee: "Government", designation: "Captain, Indian Army", companyname: "Indian Army", companylocation: "New Delhi", facebookurl: null, linkedinurl: null, blogurl: null, websiteurl: null, comments: "Proud to have learnt discipline on this campus." },
  { registerid: "ALU2012004", name: "Ravi Teja", gender: "male" as const, studentorteacher: "student" as const, admissionyear: "2005", passoutyear: "2012", branch: "CBSE", contactnum: "9000000302", typeofemployee: "Private", designation: "Professional Cricketer", companyname: "State Cricket Association", companylocation: "Hyderabad", facebookurl: null, linkedinurl: null, blogurl: null, websiteurl: null, comments: null },
];
